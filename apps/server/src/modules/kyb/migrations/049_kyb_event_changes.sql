-- A KYB submission's event keeps what its change altered (event_record's `before`: the row before it).
CREATE OR REPLACE FUNCTION kyb_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM event_record(NEW.merchant_id, 'kyb_submission', 'kyb_submission.' || NEW.status, NEW.id::text,
    to_jsonb(NEW), coalesce(NEW.reviewed_at, NEW.submitted_at, NEW.updated_at), to_jsonb(OLD));
  RETURN NULL;
END
$$;
