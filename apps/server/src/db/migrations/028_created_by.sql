-- The acting user of every money action: who created a receipt order or a payout (a key acts as
-- its user). Orders and payouts made before users existed were their merchant's one login, now its
-- owner, whose user id is the merchant's id; an order the platform opens by itself (a deposit to a
-- collection account) has none.
ALTER TABLE payouts ADD COLUMN created_by uuid REFERENCES merchant_users (id);
UPDATE payouts SET created_by = merchant_id;
ALTER TABLE receipt_orders ADD COLUMN created_by uuid REFERENCES merchant_users (id);
UPDATE receipt_orders SET created_by = merchant_id WHERE collection_account_id IS NULL;
ALTER TABLE fiat_topups ADD COLUMN created_by uuid REFERENCES merchant_users (id);
UPDATE fiat_topups SET created_by = merchant_id;
