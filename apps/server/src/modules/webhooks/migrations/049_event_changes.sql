-- What an event's change altered: the values the changed columns had in the row just before it (null
-- for a creation). The row before the change is `snapshot || changed`, from which the owning area's
-- view makes `previous_attributes`: the few changed columns are kept, not a second row.
ALTER TABLE webhook_events ADD COLUMN changed jsonb;

-- The columns of `before` whose value `after` does not have, with their values in `before`.
CREATE FUNCTION event_changed(before jsonb, after jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(b.key, b.value), '{}'::jsonb)
  FROM jsonb_each(before) b
  WHERE after -> b.key IS DISTINCT FROM b.value
$$;

-- An event of a merchant's object and a delivery to each enabled endpoint subscribed to its type.
-- `snapshot` is the object's row after the change, `before` the row before it (null for a creation).
DROP FUNCTION event_record(uuid, text, text, text, jsonb, timestamptz);
CREATE FUNCTION event_record(merchant uuid, kind text, event_type text, object_id text,
  snapshot jsonb, at timestamptz, before jsonb)
RETURNS uuid
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  event uuid := gen_random_uuid();
  event_seq bigint;
BEGIN
  INSERT INTO webhook_events (id, merchant_id, type, object_kind, object_id, snapshot, changed, created_at)
  VALUES (event, merchant, event_type, kind, object_id, snapshot,
    CASE WHEN before IS NOT NULL THEN event_changed(before, snapshot) END, at)
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

-- The events recorded before whose bodies are still to be made measure their change against the
-- object's previous event, as they did.
UPDATE webhook_events ev SET changed = event_changed(prev.snapshot, ev.snapshot)
FROM webhook_events prev
WHERE ev.body IS NULL AND ev.snapshot IS NOT NULL
  AND prev.id = (SELECT p.id FROM webhook_events p
    WHERE p.merchant_id = ev.merchant_id AND p.object_id = ev.object_id AND p.seq < ev.seq
      AND p.snapshot IS NOT NULL
    ORDER BY p.seq DESC LIMIT 1);
