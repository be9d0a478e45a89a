-- One time zone per merchant (an IANA name, kept in its canonical spelling): the days and months of
-- its statements, its money page, its exports and the one-transfer-per-month rule of batch
-- collection are cut in it. It was the collection settings' timezone (no row: Asia/Shanghai); every
-- merchant keeps the zone its monthly rule counted in.
ALTER TABLE merchants ADD COLUMN timezone text NOT NULL DEFAULT 'Asia/Shanghai';
UPDATE merchants m SET timezone = s.timezone FROM collection_settings s WHERE s.merchant_id = m.id;

-- merchants: a merchant's standing, now with its time zone (what other modules cut days and months in).
CREATE OR REPLACE VIEW merchant_standing AS
  SELECT id, email, merchant_name, status, kyb_status, merchant_type, created_at, timezone FROM merchants;

-- collection: the deposit watcher's view reads the merchant's zone; the collection settings go.
CREATE OR REPLACE VIEW collection_deposit_addresses AS
  SELECT a.network, a.address, a.id AS account_id, a.merchant_id, a.asset, a.status, a.derivation_index,
    a.customer_ref, m.timezone
  FROM collection_accounts a JOIN merchant_standing m ON m.id = a.merchant_id;
DROP TABLE collection_settings;

-- team: changing the merchant's settings (its time zone) is a permission of its own, held by the
-- built-in owner and admin.
UPDATE team_roles SET permissions = array_append(permissions, 'settings.merchant.write')
  WHERE merchant_id IS NULL AND key IN ('owner', 'admin');
