-- Batch collection: long-lived collection accounts (a static deposit address each, for one customer
-- of the merchant), the merchant's collection settings, and the view the deposit watcher reads them by.

-- The timezone the one-transfer-per-month rule counts calendar months in (no row: Asia/Shanghai).
CREATE TABLE collection_settings (
  merchant_id  uuid PRIMARY KEY,
  timezone     text NOT NULL,
  updated_at   timestamptz NOT NULL
);

-- `derivation_index` comes from crypto's sequence deposit_address_index (through crypto's face), so
-- that an index, and thus an address, is never shared with a receipt order.
CREATE TABLE collection_accounts (
  id                uuid PRIMARY KEY,
  merchant_id       uuid NOT NULL,
  customer_name     text NOT NULL,
  customer_ref      text NOT NULL,
  email             text NOT NULL,
  asset             text NOT NULL,
  network           text NOT NULL,
  address           text NOT NULL,
  derivation_index  bigint NOT NULL,
  expected_amount   bigint CHECK (expected_amount > 0),
  remark            text,
  status            text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  import_id         uuid,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  UNIQUE (merchant_id, customer_ref),
  UNIQUE (network, address),
  UNIQUE (derivation_index)
);
CREATE INDEX collection_accounts_list_idx ON collection_accounts (merchant_id, created_at DESC, id DESC);
-- the search's exact matches, in any case: a reference (per merchant) or an address
CREATE INDEX collection_accounts_ref_idx ON collection_accounts (merchant_id, lower(customer_ref));
CREATE INDEX collection_accounts_address_idx ON collection_accounts (lower(address));

-- For the deposit watcher (crypto): every collection address with its account, merchant, asset,
-- status, derivation index, the customer's reference (order numbers) and the timezone of the
-- merchant's calendar months.
CREATE VIEW collection_deposit_addresses AS
  SELECT a.network, a.address, a.id AS account_id, a.merchant_id, a.asset, a.status, a.derivation_index,
    a.customer_ref, COALESCE(s.timezone, 'Asia/Shanghai') AS timezone
  FROM collection_accounts a LEFT JOIN collection_settings s ON s.merchant_id = a.merchant_id;
