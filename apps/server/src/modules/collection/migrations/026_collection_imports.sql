-- Imports of collection accounts from a CSV or XLSX file: the preview the server keeps of each file
-- (its counts, its problems by row, the valid rows to create), then what committing it created.
-- A merchant's file is known by its SHA-256: uploading the same bytes again answers the same import.
CREATE TABLE collection_imports (
  id             uuid PRIMARY KEY,
  merchant_id    uuid NOT NULL,
  sha256         text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  file_name      text NOT NULL,
  format         text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  encoding       text CHECK (encoding IN ('utf-8', 'gbk')),
  status         text NOT NULL DEFAULT 'previewed' CHECK (status IN ('previewed', 'committed')),
  rows_total     integer NOT NULL CHECK (rows_total > 0),
  rows_valid     integer NOT NULL CHECK (rows_valid >= 0),
  rows_existing  integer NOT NULL CHECK (rows_existing >= 0),
  -- the first 1,000 problems: [{row, column, code, params}], rendered in the reader's language
  errors         jsonb NOT NULL,
  errors_total   integer NOT NULL CHECK (errors_total >= 0),
  -- the valid rows not yet created: [[name, ref, email, asset, network, amount|null, remark|null, row]]
  rows           jsonb NOT NULL,
  created        integer NOT NULL DEFAULT 0 CHECK (created >= 0),
  created_at     timestamptz NOT NULL,
  committed_at   timestamptz,
  UNIQUE (merchant_id, sha256),
  CHECK ((status = 'committed') = (committed_at IS NOT NULL))
);
