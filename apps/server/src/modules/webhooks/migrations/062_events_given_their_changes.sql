-- events_record takes each event's change as its caller worked it out (`changed`: the values the change
-- altered, as they were before it, so that the snapshot with them put back is the row before) instead
-- of the whole row before, which it compared key by key: the caller compares once per changed row,
-- however many events the change makes.
ALTER TYPE event_input RENAME ATTRIBUTE before TO changed;

CREATE OR REPLACE FUNCTION events_record(input event_input[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  WITH recorded AS (
    INSERT INTO webhook_events (id, merchant_id, type, object_kind, object_id, snapshot, changed, created_at)
    SELECT gen_random_uuid(), v.merchant, v.event_type, v.kind, v.object_id, v.snapshot, v.changed, v.at
    FROM unnest(input) WITH ORDINALITY AS v(merchant, kind, event_type, object_id, snapshot, at, changed, n)
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

-- The values of `after` that `before` holds otherwise, as they are in `before`: what a change altered.
CREATE FUNCTION event_changes(before jsonb, after jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(b.key, b.value), '{}'::jsonb) FROM jsonb_each(before) b
  WHERE after -> b.key IS DISTINCT FROM b.value
$$;
