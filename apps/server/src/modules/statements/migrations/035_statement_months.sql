-- The closed months whose statements are all generated: a month no instance ran at is filled in later
-- (the job looks back over the last twelve), and a month once complete is not read again.
CREATE TABLE statement_months (
  month         text PRIMARY KEY CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'),
  completed_at  timestamptz NOT NULL
);
