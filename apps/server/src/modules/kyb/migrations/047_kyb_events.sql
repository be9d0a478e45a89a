-- Events of KYB submissions (event_record, in the transaction of the change): a submission sent for
-- review (`kyb_submission.pending`), verified or failed. A draft's edits are not events.
DROP TRIGGER kyb_submissions_webhook ON kyb_submissions;
DROP FUNCTION kyb_webhook();

CREATE FUNCTION kyb_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM event_record(NEW.merchant_id, 'kyb_submission', 'kyb_submission.' || NEW.status, NEW.id::text,
    to_jsonb(NEW), coalesce(NEW.reviewed_at, NEW.submitted_at, NEW.updated_at));
  RETURN NULL;
END
$$;

CREATE TRIGGER kyb_submissions_event AFTER UPDATE OF status ON kyb_submissions
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND NEW.status <> 'draft')
  EXECUTE FUNCTION kyb_event();
