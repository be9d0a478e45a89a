-- API keys may hold the `webhooks` scope: webhook endpoints and their deliveries by API key.
ALTER TABLE api_keys DROP CONSTRAINT api_keys_scopes_check;
ALTER TABLE api_keys ADD CONSTRAINT api_keys_scopes_check
  CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['read', 'orders', 'payouts', 'webhooks']::text[]);
