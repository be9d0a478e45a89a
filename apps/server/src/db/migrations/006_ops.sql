-- The operators' back office: operators (created from the command line), their sessions,
-- the audit log of their actions, their idempotency keys, short-lived links to KYB files,
-- and what the resolution of a receipt order swept from funds held for review.

CREATE TABLE operators (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email           text NOT NULL CHECK (char_length(email) <= 254),
  password_hash   text NOT NULL,
  -- An authenticator is mandatory for operators: the secret exists from creation on.
  totp_secret     text NOT NULL,
  totp_last_step  bigint NOT NULL DEFAULT 0,
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  last_login_at   timestamptz
);
CREATE UNIQUE INDEX operators_email_key ON operators (lower(email));

CREATE TABLE operator_sessions (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  operator_id     uuid NOT NULL REFERENCES operators (id),
  token_hash      bytea NOT NULL UNIQUE,
  ip              text,
  user_agent      text,
  created_at      timestamptz NOT NULL,
  last_seen_at    timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  revoked_at      timestamptz,
  revoked_reason  text
);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id) WHERE revoked_at IS NULL;

-- One row per operator action (and per command-line change of an operator), written in the
-- transaction of the action itself. operator_id is who acted: NULL for the command line and for
-- failed logins of unknown accounts.
CREATE TABLE audit_log (
  id           bigserial PRIMARY KEY,
  operator_id  uuid REFERENCES operators (id),
  action       text NOT NULL,
  target_type  text,
  target_id    text,
  detail       jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip           text,
  user_agent   text,
  created_at   timestamptz NOT NULL
);
CREATE INDEX audit_log_operator_idx ON audit_log (operator_id, id DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, id DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, id DESC);

-- Money-moving operator requests: the stored answer to each Idempotency-Key, kept 24 h.
CREATE TABLE operator_idempotency_keys (
  operator_id     uuid NOT NULL REFERENCES operators (id),
  key             text NOT NULL,
  route           text NOT NULL,
  request_hash    bytea NOT NULL,
  response_status integer NOT NULL,
  response_body   text NOT NULL,
  created_at      timestamptz NOT NULL,
  PRIMARY KEY (operator_id, key)
);
CREATE INDEX operator_idempotency_keys_created_idx ON operator_idempotency_keys (created_at);

-- A file of a KYB submission opened by an operator: a random link valid for a few minutes, so
-- that an <img> or <iframe> can show it without the bearer token.
CREATE TABLE ops_file_links (
  token_hash     bytea PRIMARY KEY,
  operator_id    uuid NOT NULL REFERENCES operators (id),
  submission_id  text NOT NULL,
  file_id        text NOT NULL,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL
);
CREATE INDEX ops_file_links_expiry_idx ON ops_file_links (expires_at);

-- A deposit held for review (another asset, or money after the order was settled) is swept by the
-- entry that resolves its order (accepted: credited to the merchant; closed: to unclaimed funds).
ALTER TABLE deposits ADD COLUMN resolution_entry_id bigint REFERENCES journal_entries (id);
CREATE INDEX deposits_held_idx ON deposits (order_id) WHERE status = 'held' AND resolution_entry_id IS NULL;

-- The exceptions queue across merchants, longest waiting first.
CREATE INDEX receipt_orders_exception_queue_idx ON receipt_orders (updated_at, id)
  WHERE status IN ('exception', 'accounting_exception');
