-- Events: every change of a merchant's object is recorded, whether or not an endpoint wants it, so
-- that the events API can list it for 30 days. The owning areas' triggers call event_record in the
-- transaction of the change with the object's row as it is after it; the body an endpoint receives is
-- made from that row (and the row of the object's previous event, for what changed) by the owning
-- area's own view of its object, once, the first time the event is read, and kept as it was sent.
ALTER TABLE webhook_events
  ADD COLUMN object_kind text,
  ADD COLUMN snapshot    jsonb,
  ADD COLUMN test        boolean NOT NULL DEFAULT false,
  ALTER COLUMN body DROP NOT NULL,
  ADD CONSTRAINT webhook_events_body_or_rows CHECK (body IS NOT NULL OR snapshot IS NOT NULL);
-- The events API: a merchant's events newest first (in the order they were recorded); its filters by
-- type and time read along it, by object along webhook_events_object_idx. Retention finds the oldest by
-- a BRIN index of their time (next to free to keep up on every insert). The seq is a bigserial, unique
-- as it is made: no index of its own is kept up for it.
CREATE INDEX webhook_events_list_idx ON webhook_events (merchant_id, seq DESC)
  WHERE NOT test AND object_kind IS NOT NULL;
CREATE INDEX webhook_events_created_brin ON webhook_events USING brin (created_at);
ALTER TABLE webhook_events DROP CONSTRAINT webhook_events_seq_key;
CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id);

-- Subscriptions name event types, a kind's every event (`payout.*`) or all of them (`*`): the
-- endpoints subscribed to the old per-object types receive every event of that object now.
UPDATE webhook_endpoints SET events = ARRAY(
  SELECT DISTINCT CASE s WHEN 'receipt_order.status_changed' THEN 'receipt_order.*'
                         WHEN 'payout.status_changed' THEN 'payout.*'
                         WHEN 'collection.deposit_received' THEN 'collection_transfer.*'
                         WHEN 'fiat_topup.status_changed' THEN 'topup.*'
                         WHEN 'kyb.decided' THEN 'kyb_submission.*'
                         ELSE s END
  FROM unnest(events) AS s);

-- An event of a merchant's object and a delivery to each enabled endpoint subscribed to its type.
-- `snapshot` is the object's row after the change.
CREATE FUNCTION event_record(merchant uuid, kind text, event_type text, object_id text,
  snapshot jsonb, at timestamptz)
RETURNS uuid
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  event uuid := gen_random_uuid();
  event_seq bigint;
BEGIN
  INSERT INTO webhook_events (id, merchant_id, type, object_kind, object_id, snapshot, created_at)
  VALUES (event, merchant, event_type, kind, object_id, snapshot, at)
  RETURNING seq INTO event_seq;
  INSERT INTO webhook_deliveries (id, merchant_id, endpoint_id, event_id, event_seq, event_type, object_id,
    next_attempt_at, created_at)
  SELECT gen_random_uuid(), merchant, e.id, event, event_seq, event_type, object_id, at, at
  FROM webhook_endpoints e
  WHERE e.merchant_id = merchant AND e.enabled AND e.deleted_at IS NULL
    AND e.events && ARRAY[event_type, split_part(event_type, '.', 1) || '.*', '*'];
  RETURN event;
END
$$;

DROP FUNCTION webhook_wanted(uuid, text);
DROP FUNCTION webhook_emit(uuid, text, text, jsonb, text, timestamptz);

-- The events recorded before keep their bodies; their types become the typed ones they were (the
-- object's status after the change, or its creation), so that the delivery log names them as today's.
CREATE FUNCTION pg_temp.typed_event(type text, body jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE type WHEN 'receipt_order.status_changed' THEN 'receipt_order'
                   WHEN 'payout.status_changed' THEN 'payout'
                   WHEN 'collection.deposit_received' THEN 'collection_transfer'
                   WHEN 'fiat_topup.status_changed' THEN 'topup'
                   WHEN 'kyb.decided' THEN 'kyb_submission' END || '.' ||
         CASE WHEN type <> 'kyb.decided' AND NOT (body -> 'data' ? 'previous_status') THEN 'created'
              ELSE body -> 'data' -> 'object' ->> 'status' END
$$;
UPDATE webhook_deliveries d SET event_type = pg_temp.typed_event(e.type, e.body)
FROM webhook_events e
WHERE d.event_id = e.id AND e.type IN ('receipt_order.status_changed', 'payout.status_changed',
  'collection.deposit_received', 'fiat_topup.status_changed', 'kyb.decided');
UPDATE webhook_events SET type = pg_temp.typed_event(type, body)
WHERE type IN ('receipt_order.status_changed', 'payout.status_changed', 'collection.deposit_received',
  'fiat_topup.status_changed', 'kyb.decided');
