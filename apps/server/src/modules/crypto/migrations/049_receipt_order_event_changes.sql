-- A receipt order's event keeps what its change altered (event_record's `before`: the row before it).
CREATE OR REPLACE FUNCTION receipt_order_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM event_record(NEW.merchant_id, 'receipt_order',
    CASE WHEN NEW.collection_account_id IS NULL THEN 'receipt_order.' ELSE 'collection_transfer.' END ||
      CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE NEW.status END,
    NEW.id::text, to_jsonb(NEW), CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE NEW.updated_at END,
    CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(OLD) END);
  RETURN NULL;
END
$$;
