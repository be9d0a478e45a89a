-- A payout's event keeps what its change altered (event_record's `before`: the row before it).
CREATE OR REPLACE FUNCTION payout_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM event_record(NEW.merchant_id, 'payout',
    'payout.' || CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE NEW.status END,
    NEW.id::text, to_jsonb(NEW), CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE NEW.updated_at END,
    CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(OLD) END);
  RETURN NULL;
END
$$;
