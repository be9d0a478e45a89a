-- A top-up's event keeps what its change altered (event_record's `before`: the row before it).
CREATE OR REPLACE FUNCTION fiat_topup_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM event_record(NEW.merchant_id, 'topup',
    'topup.' || CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE NEW.status END,
    NEW.id::text, to_jsonb(NEW), coalesce(NEW.decided_at, NEW.created_at),
    CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(OLD) END);
  RETURN NULL;
END
$$;
