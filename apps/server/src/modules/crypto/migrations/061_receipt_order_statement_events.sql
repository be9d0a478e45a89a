-- A receipt order's events are recorded once per statement, for every order it created or changed
-- (events_record), instead of once per order: a watcher's pass that moves hundreds of orders records
-- their events in two statements. The events are the same as the row triggers' they replace:
-- `created` for a new order; for a change, its new status when the status changed, then `overpaid`
-- when it was paid with an excess or `overpayment_refunded` when a held excess went back.
DROP TRIGGER receipt_orders_event_created ON receipt_orders;
DROP TRIGGER receipt_orders_event ON receipt_orders;
DROP TRIGGER receipt_orders_excess_event ON receipt_orders;
DROP FUNCTION receipt_order_event();
DROP FUNCTION receipt_order_excess_event();

-- An order's event as events_record takes it: `what` follows the kind's prefix, which is
-- `collection_transfer` for an order a collection account's transfer made.
CREATE FUNCTION receipt_order_event_input(merchant uuid, collection_account uuid, id uuid, what text,
  snapshot jsonb, at timestamptz, before jsonb)
RETURNS event_input
LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(merchant, 'receipt_order',
    CASE WHEN collection_account IS NULL THEN 'receipt_order.' ELSE 'collection_transfer.' END || what,
    id::text, snapshot, at, before)::event_input
$$;

CREATE FUNCTION receipt_orders_created_events() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM events_record(ARRAY(
    SELECT receipt_order_event_input(n.merchant_id, n.collection_account_id, n.id, 'created', to_jsonb(n),
      n.created_at, NULL)
    FROM new_orders n));
  RETURN NULL;
END
$$;

-- The orders in the order the statement changed them; each order's events in the order the row
-- triggers recorded them.
CREATE FUNCTION receipt_orders_changed_events() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM events_record(ARRAY(
    SELECT receipt_order_event_input(n.merchant_id, n.collection_account_id, n.id, x.what, n.snapshot,
      n.updated_at, to_jsonb(o))
    FROM (SELECT n.id, n.merchant_id, n.collection_account_id, n.status, n.excess_outcome, n.updated_at,
            to_jsonb(n) AS snapshot, row_number() OVER () AS i
          FROM new_orders n) AS n
    JOIN old_orders o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES
      (1, CASE WHEN o.status IS DISTINCT FROM n.status THEN n.status END),
      (2, CASE WHEN o.excess_outcome IS DISTINCT FROM n.excess_outcome
            AND (o.excess_outcome IS NULL OR n.excess_outcome = 'refunded')
          THEN CASE WHEN o.excess_outcome IS NULL THEN 'overpaid' ELSE 'overpayment_refunded' END END)
    ) AS x(k, what)
    WHERE x.what IS NOT NULL
    ORDER BY n.i, x.k));
  RETURN NULL;
END
$$;

CREATE TRIGGER receipt_orders_created_events AFTER INSERT ON receipt_orders
  REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION receipt_orders_created_events();
CREATE TRIGGER receipt_orders_changed_events AFTER UPDATE ON receipt_orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION receipt_orders_changed_events();
