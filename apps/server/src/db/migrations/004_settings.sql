-- Account settings: recovery codes, payment passwords, bank accounts and payees.

-- One-time codes that stand in for an authenticator code; only their hash is kept.
CREATE TABLE recovery_codes (
  id          bigserial PRIMARY KEY,
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  code_hash   bytea NOT NULL,
  created_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX recovery_codes_merchant_idx ON recovery_codes (merchant_id) WHERE used_at IS NULL;

-- The 6-digit payment password (argon2id) and its lockout after repeated wrong tries.
CREATE TABLE payment_passwords (
  merchant_id     uuid PRIMARY KEY REFERENCES merchants (id),
  password_hash   text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  locked_until    timestamptz,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL
);

CREATE TABLE bank_accounts (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id     uuid NOT NULL REFERENCES merchants (id),
  account_name    text NOT NULL CHECK (char_length(account_name) BETWEEN 1 AND 128),
  bank_name       text NOT NULL CHECK (char_length(bank_name) BETWEEN 1 AND 128),
  account_number  text NOT NULL CHECK (account_number ~ '^[A-Z0-9]{4,34}$'),
  swift_code      text NOT NULL CHECK (swift_code ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  city            text NOT NULL CHECK (char_length(city) BETWEEN 1 AND 64),
  province        text NOT NULL DEFAULT '' CHECK (char_length(province) <= 64),
  postcode        text NOT NULL DEFAULT '' CHECK (char_length(postcode) <= 12),
  country         char(2) NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  currency        text NOT NULL REFERENCES assets (code),
  account_type    text NOT NULL CHECK (account_type IN ('personal', 'company')),
  is_default      boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL
);
CREATE UNIQUE INDEX bank_accounts_number_key ON bank_accounts (merchant_id, swift_code, account_number);
-- At most one default per merchant.
CREATE UNIQUE INDEX bank_accounts_default_key ON bank_accounts (merchant_id) WHERE is_default;
CREATE INDEX bank_accounts_list_idx ON bank_accounts (merchant_id, is_default DESC, created_at DESC, id DESC);

CREATE TABLE payees (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  name        text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 64),
  network     text NOT NULL REFERENCES networks (code),
  asset       text REFERENCES assets (code),
  address     text NOT NULL CHECK (char_length(address) BETWEEN 1 AND 128),
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);
CREATE UNIQUE INDEX payees_address_key ON payees (merchant_id, network, address);
CREATE INDEX payees_list_idx ON payees (merchant_id, created_at DESC, id DESC);

-- The settings page lists a merchant's active sessions newest first.
CREATE INDEX sessions_merchant_created_idx ON sessions (merchant_id, created_at DESC, id DESC);
