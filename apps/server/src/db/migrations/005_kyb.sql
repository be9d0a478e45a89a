-- KYB: a merchant's submissions (one draft at a time) and their documents.
-- Documents are stored outside the database (DATA_DIR/kyb or an object store) under random keys.

CREATE TABLE kyb_submissions (
  id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id          uuid NOT NULL REFERENCES merchants (id),
  status               text NOT NULL DEFAULT 'draft'
                       CHECK (status IN ('draft', 'pending', 'verified', 'failed')),
  company_name         text NOT NULL DEFAULT '' CHECK (char_length(company_name) <= 128),
  entity_type          text,
  registration_number  text NOT NULL DEFAULT '' CHECK (char_length(registration_number) <= 64),
  registration_date    date,
  address              text NOT NULL DEFAULT '' CHECK (char_length(address) <= 256),
  business_scope       text NOT NULL DEFAULT '' CHECK (char_length(business_scope) <= 1000),
  industry             text,
  website              text NOT NULL DEFAULT '' CHECK (char_length(website) <= 256),
  source_of_funds      text,
  legal_rep_name       text NOT NULL DEFAULT '' CHECK (char_length(legal_rep_name) <= 64),
  legal_rep_email      text NOT NULL DEFAULT '' CHECK (char_length(legal_rep_email) <= 254),
  legal_rep_phone      text NOT NULL DEFAULT '' CHECK (char_length(legal_rep_phone) <= 24),
  legal_rep_id_type    text,
  legal_rep_id_number  text NOT NULL DEFAULT '' CHECK (char_length(legal_rep_id_number) <= 32),
  created_at           timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL,
  submitted_at         timestamptz,
  reviewed_at          timestamptz,
  -- The operator who decided; operators live in the back office's own table.
  reviewed_by          uuid,
  reject_reason        text CHECK (char_length(reject_reason) <= 500),
  CHECK ((status = 'draft') = (submitted_at IS NULL)),
  CHECK ((status IN ('verified', 'failed')) = (reviewed_at IS NOT NULL)),
  CHECK ((status = 'failed') = (reject_reason IS NOT NULL))
);
-- At most one draft and one submission under review per merchant.
CREATE UNIQUE INDEX kyb_submissions_one_draft ON kyb_submissions (merchant_id) WHERE status = 'draft';
CREATE UNIQUE INDEX kyb_submissions_one_pending ON kyb_submissions (merchant_id) WHERE status = 'pending';
CREATE INDEX kyb_submissions_merchant_idx ON kyb_submissions (merchant_id, submitted_at DESC, id DESC);
CREATE INDEX kyb_submissions_queue_idx ON kyb_submissions (status, submitted_at DESC, id DESC)
  WHERE status <> 'draft';

CREATE TABLE kyb_files (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  submission_id  uuid NOT NULL REFERENCES kyb_submissions (id) ON DELETE CASCADE,
  merchant_id    uuid NOT NULL REFERENCES merchants (id),
  kind           text NOT NULL CHECK (kind IN ('legal_id_photo', 'business_licence_photo', 'other_documents')),
  -- A resubmission refers to the documents of the submission it was started from (same key).
  storage_key    text NOT NULL,
  display_name   text NOT NULL CHECK (char_length(display_name) BETWEEN 1 AND 120),
  mime           text NOT NULL CHECK (mime IN ('application/pdf', 'image/jpeg', 'image/png', 'image/bmp')),
  size_bytes     bigint NOT NULL CHECK (size_bytes > 0),
  created_at     timestamptz NOT NULL
);
CREATE INDEX kyb_files_submission_idx ON kyb_files (submission_id, created_at, id);
CREATE INDEX kyb_files_storage_key_idx ON kyb_files (storage_key);
