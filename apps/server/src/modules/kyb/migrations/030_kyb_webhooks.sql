-- Webhook events of KYB decisions (webhook_emit, in the transaction of the decision): a submission
-- verified or failed.
CREATE FUNCTION kyb_webhook() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_wanted(NEW.merchant_id, 'kyb.decided') THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_emit(NEW.merchant_id, 'kyb.decided', NEW.id::text,
    jsonb_build_object(
      'id', NEW.id,
      'status', NEW.status,
      'reject_reason', NEW.reject_reason,
      'reviewed_at', webhook_time(NEW.reviewed_at)),
    OLD.status,
    NEW.reviewed_at);
  RETURN NULL;
END
$$;

CREATE TRIGGER kyb_submissions_webhook AFTER UPDATE OF status ON kyb_submissions
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND NEW.status IN ('verified', 'failed'))
  EXECUTE FUNCTION kyb_webhook();
