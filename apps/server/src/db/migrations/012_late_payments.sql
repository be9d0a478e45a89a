-- Late payments: money confirmed at an order's address after the order was decided (paid, completed,
-- resolved, refunded, closed, or while its refund is under way). Each such transfer is a record of
-- its own, resolved by the merchant or an operator: credited to the merchant's available balance
-- (less the order's receive fee) or refunded on chain. The deposit stays `held` (booked into
-- suspense when it confirmed); a late payment is never swept by its order's own resolution.
CREATE TABLE late_payments (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  deposit_id      bigint NOT NULL UNIQUE REFERENCES deposits (id),
  order_id        uuid NOT NULL REFERENCES receipt_orders (id),
  merchant_id     uuid NOT NULL REFERENCES merchants (id),
  network         text NOT NULL REFERENCES networks (code),
  asset           text NOT NULL,
  amount          bigint NOT NULL CHECK (amount > 0),
  fee_bps         integer NOT NULL DEFAULT 0,
  fee_amount      bigint NOT NULL DEFAULT 0 CHECK (fee_amount >= 0),
  status          text NOT NULL DEFAULT 'open'
                    CHECK (status IN ('open', 'credited', 'refund_requested', 'refunded')),
  resolved_by     text CHECK (resolved_by IN ('merchant', 'operator')),
  refund_address  text,
  refund_send_id  bigint REFERENCES chain_sends (id),
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  resolved_at     timestamptz
);
CREATE INDEX late_payments_merchant_idx ON late_payments (merchant_id, created_at DESC, id DESC);
CREATE INDEX late_payments_order_idx ON late_payments (order_id, created_at);
CREATE INDEX late_payments_open_idx ON late_payments (created_at, id) WHERE status = 'open';

-- Deposits held so far on orders that no longer wait for a decision had no way out: each becomes
-- an open late payment.
INSERT INTO late_payments (deposit_id, order_id, merchant_id, network, asset, amount, fee_bps, created_at,
  updated_at)
SELECT d.id, o.id, o.merchant_id, d.network, d.asset, d.amount, o.fee_bps,
  coalesce(d.confirmed_at, d.seen_at), coalesce(d.confirmed_at, d.seen_at)
FROM deposits d JOIN receipt_orders o ON o.id = d.order_id
WHERE d.status = 'held' AND d.resolution_entry_id IS NULL
  AND o.status NOT IN ('exception', 'accounting_exception');

-- What happened to the funds an operator's close booked to `unclaimed`: released to the merchant's
-- available balance (less the receive fee) or refunded on chain. NULL: still unclaimed.
ALTER TABLE receipt_orders
  ADD COLUMN unclaimed_outcome text CHECK (unclaimed_outcome IN ('released', 'refund_requested', 'refunded')),
  ADD COLUMN unclaimed_refund_send_id bigint REFERENCES chain_sends (id);
CREATE INDEX receipt_orders_unclaimed_idx ON receipt_orders (updated_at, id)
  WHERE status = 'closed' AND unclaimed_outcome IS DISTINCT FROM 'released'
    AND unclaimed_outcome IS DISTINCT FROM 'refunded';
