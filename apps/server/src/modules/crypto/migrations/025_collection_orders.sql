-- Batch collection: each transfer to a collection account's address becomes a receipt order of its
-- own (collection_account_id set). The collection module defines `collection_deposit_addresses`
-- (migration 024) for the watcher; this module defines for it the views of those orders.

ALTER TABLE receipt_orders
  ADD COLUMN collection_account_id uuid,
  -- the calendar month (YYYY-MM, the merchant's collection timezone) the transfer was seen in
  ADD COLUMN collection_month text,
  -- set at creation: when confirmed, the order goes to `exception` with this reason instead of `paid`
  ADD COLUMN collection_hold text CHECK (collection_hold IN ('repeat_in_month', 'account_disabled'));

ALTER TABLE receipt_orders DROP CONSTRAINT receipt_orders_exception_reason_check;
ALTER TABLE receipt_orders ADD CONSTRAINT receipt_orders_exception_reason_check CHECK (exception_reason IN
  ('underpaid', 'overpaid', 'late_payment', 'wrong_asset', 'repeat_in_month', 'account_disabled'));

-- A collection address receives many orders; an order's own address stays unique.
ALTER TABLE receipt_orders DROP CONSTRAINT receipt_orders_network_deposit_address_key;
CREATE UNIQUE INDEX receipt_orders_deposit_address_key ON receipt_orders (network, deposit_address)
  WHERE collection_account_id IS NULL;
CREATE INDEX receipt_orders_collection_idx ON receipt_orders (collection_account_id, collection_month)
  WHERE collection_account_id IS NOT NULL;

-- Every deposit address of the platform: the receipt orders' own and the collection accounts'.
CREATE OR REPLACE VIEW platform_deposit_addresses AS
  SELECT network, deposit_address AS address FROM receipt_orders WHERE collection_account_id IS NULL
  UNION ALL
  SELECT network, address FROM collection_deposit_addresses;

-- For collection: each transfer to an account, as the order it became (its one deposit). `credited`:
-- the merchant was credited with it (paid, settled, or accepted after an exception).
CREATE VIEW collection_transfers AS
  SELECT o.collection_account_id AS account_id, o.merchant_id, o.id AS order_id, o.merchant_order_no,
    o.collection_month AS month, o.asset, d.asset AS transfer_asset, o.amount, o.received_amount, o.status,
    o.exception_reason, (o.status IN ('paid', 'completed') OR o.resolution = 'accepted') AS credited,
    d.id AS deposit_id, d.tx_hash, d.from_address, d.confirmations, d.seen_at
  FROM receipt_orders o JOIN deposits d ON d.order_id = o.id
  WHERE o.collection_account_id IS NOT NULL;

-- For collection: per account, how many transfers arrived, the last one's time, and what was credited
-- to the merchant of them (the amounts received, before the receive fee).
CREATE VIEW collection_order_totals AS
  SELECT account_id, count(*) AS deposit_count, max(seen_at) AS last_deposit_at,
    COALESCE(sum(received_amount) FILTER (WHERE credited), 0)::bigint AS total_received
  FROM collection_transfers GROUP BY account_id;
