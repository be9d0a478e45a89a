-- Collection accounts: one per customer of a merchant, each a static deposit address (its own
-- derivation index from crypto's sequence) on one asset and network.
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
  expected_amount   bigint CHECK (expected_amount >= 0),
  remark            text,
  status            text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  import_id         uuid,
  created_at        timestamptz NOT NULL,
  UNIQUE (merchant_id, customer_ref)
);
