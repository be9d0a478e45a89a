-- What a module lets others read of its tables, and how a money route confirms a remembered caller.
--
-- Each view and function belongs to the module that owns the tables it reads (named in its
-- comment); other modules read these instead of the tables. A view of one table is a projection
-- the planner expands in place: a read through it uses the table's indexes as a read of the table.

-- auth: true while the session is unrevoked and unexpired at `at`, and its merchant is enabled and
-- of the KYB status `with_kyb` (what the request was authenticated with).
CREATE FUNCTION session_is_live(for_session uuid, at_time timestamptz, with_kyb text) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM sessions s JOIN merchants m ON m.id = s.merchant_id
    WHERE s.id = for_session AND s.revoked_at IS NULL AND s.expires_at > at_time
      AND m.status = 'normal' AND m.kyb_status = with_kyb);
END $$;

-- api-keys: true while the key is unrevoked, of this secret (not rotated) and allow-list, and its
-- merchant is enabled and of the KYB status `with_kyb`.
CREATE FUNCTION api_key_is_live(for_key uuid, with_secret bytea, with_allow text[], with_kyb text) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM api_keys k JOIN merchants m ON m.id = k.merchant_id
    WHERE k.id = for_key AND k.revoked_at IS NULL AND k.secret_hash = with_secret AND k.ip_allow = with_allow
      AND m.status = 'normal' AND m.kyb_status = with_kyb);
END $$;

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
