-- The probe the owning areas' triggers make before building an event (`webhook_wanted`), as plpgsql:
-- its plan is kept for the session, where a SQL function's body was planned again at every row.
CREATE OR REPLACE FUNCTION webhook_wanted(merchant uuid, event_type text) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM webhook_endpoints e
                 WHERE e.merchant_id = merchant AND e.enabled AND e.deleted_at IS NULL
                   AND e.events @> ARRAY[event_type]);
END
$$;

-- An event of a merchant's object, with a delivery to each enabled endpoint that wants its type: the
-- endpoints are read once, and the event is written only when there is one. Answers the event id or
-- null. `object` is the object's public fields, `previous` its status before the change (null: none).
CREATE OR REPLACE FUNCTION webhook_emit(merchant uuid, event_type text, object_id text, object jsonb,
  previous text, at timestamptz)
RETURNS uuid
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  event uuid;
  event_seq bigint;
  endpoints uuid[];
BEGIN
  SELECT array_agg(e.id) INTO endpoints FROM webhook_endpoints e
  WHERE e.merchant_id = merchant AND e.enabled AND e.deleted_at IS NULL AND e.events @> ARRAY[event_type];
  IF endpoints IS NULL THEN
    RETURN NULL;
  END IF;
  event := gen_random_uuid();
  INSERT INTO webhook_events (id, merchant_id, type, object_id, body, created_at)
  VALUES (event, merchant, event_type, object_id,
    jsonb_build_object('id', event, 'type', event_type, 'created_at', webhook_time(at),
      'merchant_id', merchant,
      'data', CASE WHEN previous IS NULL THEN jsonb_build_object('object', object)
                   ELSE jsonb_build_object('object', object, 'previous_status', previous) END),
    at)
  RETURNING seq INTO event_seq;
  INSERT INTO webhook_deliveries (id, merchant_id, endpoint_id, event_id, event_seq, event_type, object_id,
    next_attempt_at, created_at)
  SELECT gen_random_uuid(), merchant, endpoint, event, event_seq, event_type, object_id, at, at
  FROM unnest(endpoints) AS endpoint;
  RETURN event;
END
$$;
