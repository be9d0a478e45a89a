-- A merchant becomes an organisation with users. Each user has their own login (email, password,
-- authenticator, recovery codes, sessions, payment password, security log) and a role; the money,
-- KYB, settings and API keys stay the merchant's. Every existing merchant's login becomes its
-- owner, with the merchant's id as the user's id, so nobody has to do anything.

-- team: roles are data. A built-in role has no merchant; a merchant's own role is a row of its own.
CREATE TABLE team_roles (
  id                     uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id            uuid REFERENCES merchants (id),
  key                    text NOT NULL CHECK (key ~ '^[a-z][a-z0-9_]{1,31}$'),
  name                   text CHECK (name IS NULL OR char_length(name) BETWEEN 1 AND 64),
  requires_authenticator boolean NOT NULL DEFAULT false,
  permissions            text[] NOT NULL,
  created_at             timestamptz NOT NULL DEFAULT now(),
  CHECK ((merchant_id IS NULL) = (name IS NULL))
);
CREATE UNIQUE INDEX team_roles_builtin_key ON team_roles (key) WHERE merchant_id IS NULL;
CREATE UNIQUE INDEX team_roles_merchant_key ON team_roles (merchant_id, key) WHERE merchant_id IS NOT NULL;

INSERT INTO team_roles (key, requires_authenticator, permissions) VALUES
  ('owner', false, ARRAY['account.own', 'overview.read', 'orders.read', 'orders.create', 'orders.refund',
    'collection.read', 'collection.manage', 'payouts.read', 'payouts.create', 'conversions.create',
    'fiat.read', 'fiat.topup', 'history.read', 'history.export', 'kyb.read', 'kyb.submit',
    'settings.read', 'settings.bank_accounts.write', 'settings.payees.write', 'api_keys.manage',
    'webhooks.manage', 'team.read', 'team.manage', 'team.owners']),
  ('admin', true, ARRAY['account.own', 'overview.read', 'orders.read', 'orders.create', 'orders.refund',
    'collection.read', 'collection.manage', 'payouts.read', 'payouts.create', 'conversions.create',
    'fiat.read', 'fiat.topup', 'history.read', 'history.export', 'kyb.read', 'kyb.submit',
    'settings.read', 'settings.bank_accounts.write', 'settings.payees.write', 'api_keys.manage',
    'webhooks.manage', 'team.read', 'team.manage']),
  ('finance', true, ARRAY['account.own', 'overview.read', 'orders.read', 'orders.refund',
    'collection.read', 'payouts.read', 'payouts.create', 'conversions.create', 'fiat.read',
    'fiat.topup', 'history.read', 'history.export', 'kyb.read', 'settings.read',
    'settings.bank_accounts.write', 'settings.payees.write']),
  ('operator', false, ARRAY['account.own', 'overview.read', 'orders.read', 'orders.create',
    'collection.read', 'collection.manage', 'history.read', 'kyb.read', 'settings.read']),
  ('developer', true, ARRAY['account.own', 'overview.read', 'orders.read', 'collection.read',
    'payouts.read', 'fiat.read', 'history.read', 'kyb.read', 'settings.read', 'api_keys.manage',
    'webhooks.manage']),
  ('viewer', false, ARRAY['account.own', 'overview.read', 'orders.read', 'collection.read',
    'payouts.read', 'fiat.read', 'history.read', 'kyb.read', 'settings.read']);

-- auth: the users of merchants, with their credentials. An invited user has no password yet.
CREATE TABLE merchant_users (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id         uuid NOT NULL REFERENCES merchants (id),
  email               text NOT NULL CHECK (char_length(email) <= 254),
  name                text CHECK (name IS NULL OR char_length(name) BETWEEN 1 AND 64),
  password_hash       text,
  role_id             uuid NOT NULL REFERENCES team_roles (id),
  status              text NOT NULL CHECK (status IN ('invited', 'active', 'disabled', 'removed')),
  totp_secret         text,
  totp_enabled        boolean NOT NULL DEFAULT false,
  totp_pending_secret text,
  totp_last_step      bigint NOT NULL DEFAULT 0,
  invited_by          uuid REFERENCES merchant_users (id),
  last_login_at       timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT totp_enabled OR totp_secret IS NOT NULL),
  CHECK (status IN ('invited', 'removed') OR password_hash IS NOT NULL)
);
-- One person, one login: an email belongs to at most one user of any merchant (a removed user's is free).
CREATE UNIQUE INDEX merchant_users_email_key ON merchant_users (lower(email)) WHERE status <> 'removed';
CREATE INDEX merchant_users_merchant_idx ON merchant_users (merchant_id, created_at);

INSERT INTO merchant_users (id, merchant_id, email, password_hash, role_id, status, totp_secret,
  totp_enabled, totp_pending_secret, totp_last_step, created_at, updated_at)
SELECT m.id, m.id, m.email, m.password_hash, (SELECT id FROM team_roles WHERE key = 'owner' AND merchant_id IS NULL),
  'active', m.totp_secret, m.totp_enabled, m.totp_pending_secret, m.totp_last_step, m.created_at, m.updated_at
FROM merchants m;

-- team: invitation links, single use, each a hash of its token.
CREATE TABLE team_invitations (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES merchant_users (id),
  token_hash  bytea NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  revoked_at  timestamptz
);
CREATE INDEX team_invitations_user_idx ON team_invitations (user_id, created_at DESC);

-- Sessions, recovery codes, payment passwords, API keys and security events become the user's.
ALTER TABLE sessions ADD COLUMN user_id uuid REFERENCES merchant_users (id);
UPDATE sessions SET user_id = merchant_id;
ALTER TABLE sessions ALTER COLUMN user_id SET NOT NULL;
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

ALTER TABLE recovery_codes ADD COLUMN user_id uuid REFERENCES merchant_users (id);
UPDATE recovery_codes SET user_id = merchant_id;
ALTER TABLE recovery_codes ALTER COLUMN user_id SET NOT NULL;
CREATE INDEX recovery_codes_user_idx ON recovery_codes (user_id) WHERE used_at IS NULL;

ALTER TABLE payment_passwords ADD COLUMN user_id uuid REFERENCES merchant_users (id);
UPDATE payment_passwords SET user_id = merchant_id;
ALTER TABLE payment_passwords DROP CONSTRAINT payment_passwords_pkey;
ALTER TABLE payment_passwords ALTER COLUMN user_id SET NOT NULL;
ALTER TABLE payment_passwords ADD PRIMARY KEY (user_id);

ALTER TABLE api_keys ADD COLUMN user_id uuid REFERENCES merchant_users (id);
UPDATE api_keys SET user_id = merchant_id;
ALTER TABLE api_keys ALTER COLUMN user_id SET NOT NULL;

-- The acting user of an event (null: nobody signed in, e.g. a failed login for an unknown email).
ALTER TABLE security_events ADD COLUMN user_id uuid REFERENCES merchant_users (id);
UPDATE security_events SET user_id = merchant_id WHERE merchant_id IS NOT NULL;
CREATE INDEX security_events_user_idx ON security_events (user_id, id DESC);

-- The merchant keeps its name, type, contact email, standing and KYB; the credentials moved.
DROP VIEW live_sessions;
DROP VIEW live_api_keys;
DROP VIEW merchant_profiles;
DROP INDEX merchants_email_key;
ALTER TABLE merchants
  DROP COLUMN password_hash,
  DROP COLUMN totp_secret,
  DROP COLUMN totp_enabled,
  DROP COLUMN totp_pending_secret,
  DROP COLUMN totp_last_step;

-- merchants: a merchant's name and contact email.
CREATE VIEW merchant_profiles AS SELECT id, merchant_name, email FROM merchants;

-- merchants: a merchant's standing, now with its type and since when (what a user's login shows).
CREATE OR REPLACE VIEW merchant_standing AS
  SELECT id, email, merchant_name, status, kyb_status, merchant_type, created_at FROM merchants;

-- team: each role's key and permissions, for the modules that check them.
CREATE VIEW role_grants AS
  SELECT id, merchant_id, key, requires_authenticator, permissions FROM team_roles;

-- auth: who a user is (for "created by") and whether their authenticator is bound.
CREATE VIEW user_profiles AS
  SELECT id, merchant_id, name, email, status, role_id, totp_enabled AS authenticator_bound FROM merchant_users;

-- auth: the sessions a request may still be served with: unrevoked, their user active and of this
-- role, their merchant enabled (with its KYB status).
CREATE VIEW live_sessions AS
  SELECT s.id, s.expires_at, m.kyb_status, u.role_id
  FROM sessions s JOIN merchant_users u ON u.id = s.user_id JOIN merchants m ON m.id = s.merchant_id
  WHERE s.revoked_at IS NULL AND m.status = 'normal' AND u.status = 'active';

-- api-keys: the keys a request may still be served with: unrevoked, their user active and of this
-- role, their merchant enabled (with its KYB status), with their secret's hash and allow-list.
CREATE VIEW live_api_keys AS
  SELECT k.id, k.secret_hash, k.ip_allow, m.kyb_status, u.role_id
  FROM api_keys k JOIN merchant_users u ON u.id = k.user_id JOIN merchants m ON m.id = k.merchant_id
  WHERE k.revoked_at IS NULL AND m.status = 'normal' AND u.status = 'active';
