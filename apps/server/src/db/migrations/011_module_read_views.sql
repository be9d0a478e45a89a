-- What a module lets others read of its tables, and what a money route confirms a remembered caller by.
--
-- Each view belongs to the module that owns the tables it reads (named in its comment); other
-- modules read these instead of the tables. A view of one table is a projection
-- the planner expands in place: a read through it uses the table's indexes as a read of the table.

-- auth: the sessions a request may still be served with: unrevoked, their merchant enabled (with
-- its KYB status); a money route's statement checks its caller's here (and `expires_at`).
CREATE VIEW live_sessions AS
  SELECT s.id, s.expires_at, m.kyb_status FROM sessions s JOIN merchants m ON m.id = s.merchant_id
  WHERE s.revoked_at IS NULL AND m.status = 'normal';

-- api-keys: the keys a request may still be served with: unrevoked, their merchant enabled (with its
-- KYB status), with their secret's hash and allow-list (a rotated or narrowed key is another row).
CREATE VIEW live_api_keys AS
  SELECT k.id, k.secret_hash, k.ip_allow, m.kyb_status FROM api_keys k JOIN merchants m ON m.id = k.merchant_id
  WHERE k.revoked_at IS NULL AND m.status = 'normal';

-- merchants: a merchant's name and email, and whether its authenticator is bound.
CREATE VIEW merchant_profiles AS
  SELECT id, merchant_name, email, totp_enabled AS authenticator_bound FROM merchants;

-- settings: the merchants' saved payees.
CREATE VIEW saved_payees AS
  SELECT id, merchant_id, name, network, asset, address FROM payees;

-- crypto: the deposit addresses of the platform, by network.
CREATE VIEW platform_deposit_addresses AS
  SELECT network, deposit_address AS address FROM receipt_orders;

-- ledger: the balance of every account, by key.
CREATE VIEW account_balances AS
  SELECT account_key, balance FROM ledger_accounts;

-- ops: the operators' settings of the platform (their values), and the operators' emails.
CREATE VIEW platform_setting_values AS
  SELECT key, value FROM platform_settings;
CREATE VIEW operator_emails AS
  SELECT id, email FROM operators;
