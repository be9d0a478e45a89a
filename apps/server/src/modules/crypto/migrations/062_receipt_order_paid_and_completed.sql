-- An order paid and completed by one statement (the watcher completes an order it pays when there is
-- no settlement delay) records both events: `paid` (with `overpaid` after it, as before), then
-- `completed`. The `paid` event shows the order as it was paid (not yet completed, its fee not yet
-- taken); `completed` shows what completing it changed. An order paid by the statement is one whose
-- paid_at the statement set.
CREATE OR REPLACE FUNCTION receipt_orders_changed_events() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM events_record(ARRAY(
    SELECT receipt_order_event_input(n.merchant_id, n.collection_account_id, n.id, x.what, x.snapshot,
      n.updated_at, x.before)
    FROM (SELECT n.id, n.merchant_id, n.collection_account_id, n.status, n.excess_outcome, n.updated_at,
            n.paid_at, to_jsonb(n) AS snapshot, row_number() OVER () AS i
          FROM new_orders n) AS n
    JOIN old_orders o ON o.id = n.id
    CROSS JOIN LATERAL (SELECT o.paid_at IS NULL AND n.paid_at IS NOT NULL AND n.status <> 'paid' AS skipped) s
    CROSS JOIN LATERAL (SELECT CASE WHEN s.skipped THEN n.snapshot || jsonb_build_object(
      'status', 'paid', 'completed_at', o.completed_at, 'fee_amount', o.fee_amount) END AS snapshot) paid
    CROSS JOIN LATERAL (VALUES
      (1, CASE WHEN s.skipped THEN 'paid' WHEN o.status IS DISTINCT FROM n.status THEN n.status END,
        coalesce(paid.snapshot, n.snapshot), to_jsonb(o)),
      (2, CASE WHEN o.excess_outcome IS DISTINCT FROM n.excess_outcome
            AND (o.excess_outcome IS NULL OR n.excess_outcome = 'refunded')
          THEN CASE WHEN o.excess_outcome IS NULL THEN 'overpaid' ELSE 'overpayment_refunded' END END,
        coalesce(paid.snapshot, n.snapshot), to_jsonb(o)),
      (3, CASE WHEN s.skipped THEN n.status END, n.snapshot, paid.snapshot)
    ) AS x(k, what, snapshot, before)
    WHERE x.what IS NOT NULL
    ORDER BY n.i, x.k));
  RETURN NULL;
END
$$;
