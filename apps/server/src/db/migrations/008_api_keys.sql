-- API credentials of the Merchant API for developers. A key is its public id (`mck_` and 20 base62
-- characters) and a secret of 32 random bytes shown once: only the secret's SHA-256 is kept (a
-- fast hash is right for a random 256-bit secret; nothing to stretch).

CREATE TABLE api_keys (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id   uuid NOT NULL REFERENCES merchants (id),
  key_id        text NOT NULL UNIQUE CHECK (key_id ~ '^mck_[0-9A-Za-z]{20}$'),
  secret_hash   bytea NOT NULL CHECK (octet_length(secret_hash) = 32),
  name          text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  -- a non-empty subset of the scopes a route may name
  scopes        text[] NOT NULL
                CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['read', 'orders', 'payouts']::text[]),
  -- addresses or CIDR ranges (IPv4 or IPv6) the key may be used from; empty: any
  ip_allow      text[] NOT NULL DEFAULT '{}' CHECK (cardinality(ip_allow) <= 20),
  created_at    timestamptz NOT NULL,
  last_used_at  timestamptz,
  rotated_at    timestamptz,
  revoked_at    timestamptz
);
-- The settings page lists a merchant's keys newest first; the limit counts the active ones.
CREATE INDEX api_keys_merchant_idx ON api_keys (merchant_id, created_at DESC, id DESC);
CREATE INDEX api_keys_active_idx ON api_keys (merchant_id) WHERE revoked_at IS NULL;
