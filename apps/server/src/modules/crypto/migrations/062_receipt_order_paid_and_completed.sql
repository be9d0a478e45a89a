-- A receipt order's events given their changes (events_record no longer compares rows): the old and
-- new rows are compared once per changed order, whatever number of events the change makes.
-- An order paid and completed by one statement (the watcher completes an order it pays when there is
-- no settlement delay) records both events: `paid` (with `overpaid` after it, as before), then
-- `completed`. The `paid` event shows the order as it was paid (not yet completed, its fee not yet
-- taken); `completed` what completing it changed. An order paid by the statement is one whose paid_at
-- the statement set while moving it past `paid`.
DROP FUNCTION receipt_order_event_input(uuid, uuid, uuid, text, jsonb, timestamptz, jsonb);
CREATE FUNCTION receipt_order_event_input(merchant uuid, collection_account uuid, id uuid, what text,
  snapshot jsonb, at timestamptz, changed jsonb)
RETURNS event_input
LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(merchant, 'receipt_order',
    CASE WHEN collection_account IS NULL THEN 'receipt_order.' ELSE 'collection_transfer.' END || what,
    id::text, snapshot, at, changed)::event_input
$$;

CREATE OR REPLACE FUNCTION receipt_orders_changed_events() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM events_record(ARRAY(
    WITH c AS MATERIALIZED (
      SELECT n.id, n.merchant_id, n.collection_account_id, n.updated_at, n.i, n.snapshot,
        CASE WHEN o.status IS DISTINCT FROM n.status THEN n.status END AS status_event,
        CASE WHEN o.excess_outcome IS DISTINCT FROM n.excess_outcome
            AND (o.excess_outcome IS NULL OR n.excess_outcome = 'refunded')
          THEN CASE WHEN o.excess_outcome IS NULL THEN 'overpaid' ELSE 'overpayment_refunded' END END AS excess_event,
        o.paid_at IS NULL AND n.paid_at IS NOT NULL AND n.status <> 'paid' AS paid_skipped,
        CASE WHEN o.paid_at IS NULL AND n.paid_at IS NOT NULL AND n.status <> 'paid' THEN jsonb_build_object(
          'status', 'paid', 'completed_at', o.completed_at, 'fee_amount', o.fee_amount) END AS as_paid,
        event_changes(to_jsonb(o), n.snapshot) AS changed
      FROM (SELECT n.*, to_jsonb(n) AS snapshot, row_number() OVER () AS i FROM new_orders n) AS n
      JOIN old_orders o ON o.id = n.id
      WHERE o.status IS DISTINCT FROM n.status OR o.excess_outcome IS DISTINCT FROM n.excess_outcome)
    SELECT receipt_order_event_input(c.merchant_id, c.collection_account_id, c.id, x.what, x.snapshot,
      c.updated_at, x.changed)
    FROM c CROSS JOIN LATERAL (VALUES
      (1, CASE WHEN c.paid_skipped THEN 'paid' ELSE c.status_event END,
        CASE WHEN c.paid_skipped THEN c.snapshot || c.as_paid ELSE c.snapshot END, c.changed),
      (2, c.excess_event, CASE WHEN c.paid_skipped THEN c.snapshot || c.as_paid ELSE c.snapshot END, c.changed),
      (3, CASE WHEN c.paid_skipped THEN c.status_event END, c.snapshot, c.as_paid)
    ) AS x(k, what, snapshot, changed)
    WHERE x.what IS NOT NULL
    ORDER BY c.i, x.k));
  RETURN NULL;
END
$$;
