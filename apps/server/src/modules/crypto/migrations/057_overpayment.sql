-- Overpayment: an order paid more than its amount is paid for its amount, and what arrived beyond it
-- (the excess) is credited to the merchant's balance or held for a refund to the payer, as the
-- merchant's setting says (receipt_settings.overpayment, default credit).
CREATE TABLE receipt_settings (
  merchant_id  uuid PRIMARY KEY,
  overpayment  text NOT NULL DEFAULT 'credit' CHECK (overpayment IN ('credit', 'refund')),
  updated_at   timestamptz NOT NULL
);

-- excess_fee: what the excess bore (the receive fee when credited, the network fee when refunded).
ALTER TABLE receipt_orders
  ADD COLUMN excess_amount bigint NOT NULL DEFAULT 0 CHECK (excess_amount >= 0),
  ADD COLUMN excess_outcome text CHECK (excess_outcome IN ('credited', 'held', 'refund_requested', 'refunded')),
  ADD COLUMN excess_fee bigint NOT NULL DEFAULT 0 CHECK (excess_fee >= 0),
  ADD COLUMN excess_refund_address text,
  ADD COLUMN excess_refund_send_id bigint REFERENCES chain_sends (id),
  ADD CONSTRAINT receipt_orders_excess_outcome CHECK ((excess_amount > 0) = (excess_outcome IS NOT NULL));

-- Events of an order's excess (event_record, in the transaction of the change): `overpaid` when the
-- order is paid with an excess (credited or held), `overpayment_refunded` when a held excess went back.
CREATE FUNCTION receipt_order_excess_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM event_record(NEW.merchant_id, 'receipt_order',
    CASE WHEN NEW.collection_account_id IS NULL THEN 'receipt_order.' ELSE 'collection_transfer.' END ||
      CASE WHEN OLD.excess_outcome IS NULL THEN 'overpaid' ELSE 'overpayment_refunded' END,
    NEW.id::text, to_jsonb(NEW), NEW.updated_at, to_jsonb(OLD));
  RETURN NULL;
END
$$;

-- named after receipt_orders_event: when an order is paid with an excess, `paid` is recorded first
CREATE TRIGGER receipt_orders_excess_event AFTER UPDATE OF excess_outcome ON receipt_orders
  FOR EACH ROW WHEN (OLD.excess_outcome IS DISTINCT FROM NEW.excess_outcome
    AND (OLD.excess_outcome IS NULL OR NEW.excess_outcome = 'refunded'))
  EXECUTE FUNCTION receipt_order_excess_event();
