-- Merchants, their sessions, emailed codes, login failures and the dev mailbox.

CREATE TABLE merchants (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_name   text NOT NULL CHECK (char_length(merchant_name) BETWEEN 2 AND 64),
  merchant_type   text NOT NULL CHECK (merchant_type IN ('enterprise', 'individual')),
  email           text NOT NULL CHECK (char_length(email) <= 254),
  password_hash   text NOT NULL,
  status          text NOT NULL DEFAULT 'normal' CHECK (status IN ('normal', 'disabled')),
  kyb_status      text NOT NULL DEFAULT 'not_submitted'
                  CHECK (kyb_status IN ('not_submitted', 'pending', 'verified', 'failed')),
  totp_secret     text,
  totp_enabled    boolean NOT NULL DEFAULT false,
  totp_pending_secret text,
  totp_last_step  bigint NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT totp_enabled OR totp_secret IS NOT NULL)
);
CREATE UNIQUE INDEX merchants_email_key ON merchants (lower(email));

CREATE TABLE sessions (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id   uuid NOT NULL REFERENCES merchants (id),
  token_hash    bytea NOT NULL UNIQUE,
  ip            text,
  user_agent    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz,
  revoked_reason text
);
CREATE INDEX sessions_merchant_idx ON sessions (merchant_id) WHERE revoked_at IS NULL;

CREATE TABLE email_codes (
  id          bigserial PRIMARY KEY,
  email       text NOT NULL,
  purpose     text NOT NULL,
  code_hash   bytea NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX email_codes_lookup_idx ON email_codes (lower(email), purpose, created_at DESC);

-- One row per failed login; counted over a sliding window per account and per IP.
CREATE TABLE auth_failures (
  id          bigserial PRIMARY KEY,
  scope       text NOT NULL CHECK (scope IN ('account', 'ip')),
  key         text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX auth_failures_lookup_idx ON auth_failures (scope, key, created_at);

CREATE TABLE dev_mailbox (
  id          bigserial PRIMARY KEY,
  to_email    text NOT NULL,
  subject     text NOT NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_mailbox_to_idx ON dev_mailbox (lower(to_email), id DESC);

CREATE TABLE security_events (
  id          bigserial PRIMARY KEY,
  merchant_id uuid REFERENCES merchants (id),
  kind        text NOT NULL,
  ip          text,
  user_agent  text,
  detail      jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX security_events_merchant_idx ON security_events (merchant_id, id DESC);
