-- Events of many objects changed by one statement, recorded together: what event_record does for one
-- object, as two set-based statements instead of two statements per object. The owning areas' statement
-- triggers call it with the rows their statement changed. Events are numbered (seq) in the order given.
CREATE TYPE event_input AS (
  merchant   uuid,
  kind       text,
  event_type text,
  object_id  text,
  snapshot   jsonb,
  at         timestamptz,
  before     jsonb
);

CREATE FUNCTION events_record(input event_input[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  WITH recorded AS (
    INSERT INTO webhook_events (id, merchant_id, type, object_kind, object_id, snapshot, changed, created_at)
    SELECT gen_random_uuid(), v.merchant, v.event_type, v.kind, v.object_id, v.snapshot,
      -- event_changed, written out: a function call per event costs more than the comparison
      CASE WHEN v.before IS NOT NULL THEN (
        SELECT coalesce(jsonb_object_agg(b.key, b.value), '{}'::jsonb) FROM jsonb_each(v.before) b
        WHERE v.snapshot -> b.key IS DISTINCT FROM b.value) END, v.at
    FROM unnest(input) WITH ORDINALITY AS v(merchant, kind, event_type, object_id, snapshot, at, before, n)
    ORDER BY v.n
    RETURNING id, seq, merchant_id, type, object_id, created_at)
  INSERT INTO webhook_deliveries (id, merchant_id, endpoint_id, event_id, event_seq, event_type, object_id,
    next_attempt_at, created_at)
  SELECT gen_random_uuid(), r.merchant_id, e.id, r.id, r.seq, r.type, r.object_id, r.created_at, r.created_at
  FROM recorded r
  JOIN webhook_endpoints e ON e.merchant_id = r.merchant_id AND e.enabled AND e.deleted_at IS NULL
    AND e.events && ARRAY[r.type, split_part(r.type, '.', 1) || '.*', '*']
  ORDER BY r.seq, e.id
$$;
