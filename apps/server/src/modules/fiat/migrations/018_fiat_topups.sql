-- Top-ups of the fiat account: the currencies it takes (data), the platform's receiving bank account
-- of each, a reference per merchant, and the merchants' top-up claims with their bank statements.

-- The code is an asset's (EUR and HKD are added to the assets by crypto's 018_fiat_assets.sql);
-- top-ups in a currency stay off until an operator enables it.
CREATE TABLE fiat_currencies (
  code            text PRIMARY KEY,
  enabled         boolean NOT NULL DEFAULT false,
  beneficiary     text NOT NULL,
  bank_name       text NOT NULL,
  account_number  text NOT NULL,
  swift_code      text NOT NULL,
  bank_address    text NOT NULL,
  sort            integer NOT NULL DEFAULT 0,
  updated_at      timestamptz,
  updated_by      uuid
);
INSERT INTO fiat_currencies (code, enabled, beneficiary, bank_name, account_number, swift_code, bank_address, sort) VALUES
  ('USD', true, 'Merchant Console Payments Ltd', 'Hang Seng Bank Limited', '787001234567838', 'HASEHKHH',
   '83 Des Voeux Road Central, Hong Kong', 1),
  ('EUR', false, 'Merchant Console Payments Ltd', 'Hang Seng Bank Limited', '787001234567846', 'HASEHKHH',
   '83 Des Voeux Road Central, Hong Kong', 2),
  ('HKD', false, 'Merchant Console Payments Ltd', 'Hang Seng Bank Limited', '787001234567854', 'HASEHKHH',
   '83 Des Voeux Road Central, Hong Kong', 3);

-- The reference a merchant quotes in its transfers: TU and 8 base32 characters, made on first need.
CREATE TABLE fiat_references (
  merchant_id  uuid PRIMARY KEY,
  reference    text NOT NULL UNIQUE CHECK (reference ~ '^TU[A-Z2-7]{8}$'),
  created_at   timestamptz NOT NULL
);

CREATE TABLE fiat_topups (
  id                uuid PRIMARY KEY,
  merchant_id       uuid NOT NULL,
  reference         text NOT NULL,
  currency          text NOT NULL REFERENCES fiat_currencies (code),
  amount            bigint NOT NULL CHECK (amount > 0),
  value_date        date NOT NULL,
  bank_account_id   uuid NOT NULL,
  bank_name         text NOT NULL,
  account_name      text NOT NULL,
  account_number_masked text NOT NULL,
  statement_key     text NOT NULL,
  statement_name    text NOT NULL,
  statement_mime    text NOT NULL,
  statement_size    integer NOT NULL CHECK (statement_size > 0),
  status            text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'approved', 'rejected')),
  amount_received   bigint CHECK (amount_received > 0),
  fee               bigint CHECK (fee >= 0),
  reason            text,
  decided_by        uuid,
  decided_at        timestamptz,
  entry_id          bigint,
  created_at        timestamptz NOT NULL,
  CHECK ((status = 'approved') = (amount_received IS NOT NULL AND fee IS NOT NULL AND entry_id IS NOT NULL)),
  CHECK ((status = 'rejected') = (reason IS NOT NULL)),
  CHECK ((status = 'submitted') = (decided_at IS NULL))
);
CREATE INDEX fiat_topups_merchant_idx ON fiat_topups (merchant_id, created_at DESC, id DESC);
CREATE INDEX fiat_topups_queue_idx ON fiat_topups (status, created_at, id);
