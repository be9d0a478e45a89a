-- Assets, networks and the double-entry ledger.

CREATE TABLE assets (
  code      text PRIMARY KEY,
  kind      text NOT NULL CHECK (kind IN ('crypto', 'fiat')),
  decimals  integer NOT NULL CHECK (decimals BETWEEN 0 AND 18),
  name      text NOT NULL,
  sort      integer NOT NULL DEFAULT 0
);
INSERT INTO assets (code, kind, decimals, name, sort) VALUES
  ('USDT', 'crypto', 6, 'Tether USD', 1),
  ('USDC', 'crypto', 6, 'USD Coin', 2),
  ('USD', 'fiat', 2, 'US Dollar', 10);

CREATE TABLE networks (
  code           text PRIMARY KEY,
  name           text NOT NULL,
  address_kind   text NOT NULL CHECK (address_kind IN ('evm', 'tron')),
  confirmations  integer NOT NULL CHECK (confirmations >= 1),
  sort           integer NOT NULL DEFAULT 0
);
INSERT INTO networks (code, name, address_kind, confirmations, sort) VALUES
  ('TRC20', 'Tron (TRC-20)', 'tron', 3, 1),
  ('ERC20', 'Ethereum (ERC-20)', 'evm', 6, 2);

CREATE TABLE asset_networks (
  asset             text NOT NULL REFERENCES assets (code),
  network           text NOT NULL REFERENCES networks (code),
  min_receive       bigint NOT NULL CHECK (min_receive > 0),
  network_fee       bigint NOT NULL CHECK (network_fee >= 0),
  PRIMARY KEY (asset, network)
);
INSERT INTO asset_networks (asset, network, min_receive, network_fee) VALUES
  ('USDT', 'TRC20', 1000000, 1000000),
  ('USDT', 'ERC20', 1000000, 3000000),
  ('USDC', 'TRC20', 1000000, 1000000),
  ('USDC', 'ERC20', 1000000, 3000000);

-- One row per merchant bucket or platform account and asset. account_key is
-- 'm:<merchant>:<asset>:<bucket>' or 'p:<account>:<asset>'.
CREATE TABLE ledger_accounts (
  id                bigserial PRIMARY KEY,
  account_key       text NOT NULL UNIQUE,
  merchant_id       uuid REFERENCES merchants (id),
  platform_account  text,
  asset             text NOT NULL REFERENCES assets (code),
  bucket            text NOT NULL,
  balance           bigint NOT NULL DEFAULT 0,
  CHECK ((merchant_id IS NULL) <> (platform_account IS NULL)),
  CONSTRAINT merchant_bucket_not_negative CHECK (merchant_id IS NULL OR balance >= 0),
  CHECK (merchant_id IS NULL OR bucket IN ('available', 'frozen', 'settlement', 'deposit'))
);
CREATE INDEX ledger_accounts_merchant_idx ON ledger_accounts (merchant_id) WHERE merchant_id IS NOT NULL;

CREATE TABLE journal_entries (
  id           bigserial PRIMARY KEY,
  kind         text NOT NULL,
  ref_type     text NOT NULL,
  ref_id       text NOT NULL,
  merchant_id  uuid REFERENCES merchants (id),
  memo         text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL,
  UNIQUE (kind, ref_type, ref_id)
);
CREATE INDEX journal_entries_merchant_idx ON journal_entries (merchant_id, id DESC);
CREATE INDEX journal_entries_ref_idx ON journal_entries (ref_type, ref_id);

CREATE TABLE postings (
  id             bigserial PRIMARY KEY,
  entry_id       bigint NOT NULL REFERENCES journal_entries (id),
  account_id     bigint NOT NULL REFERENCES ledger_accounts (id),
  asset          text NOT NULL REFERENCES assets (code),
  amount         bigint NOT NULL CHECK (amount <> 0),
  balance_after  bigint NOT NULL
);
CREATE INDEX postings_entry_idx ON postings (entry_id);
CREATE INDEX postings_account_idx ON postings (account_id, id DESC);

-- Money-moving requests: the stored answer to each Idempotency-Key, kept 24 h.
CREATE TABLE idempotency_keys (
  merchant_id     uuid NOT NULL REFERENCES merchants (id),
  key             text NOT NULL,
  route           text NOT NULL,
  request_hash    bytea NOT NULL,
  response_status integer NOT NULL,
  response_body   text NOT NULL,
  created_at      timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
