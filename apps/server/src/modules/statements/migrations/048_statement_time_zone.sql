-- The time zone a statement's month was cut in: the merchant's when it was generated. Statements
-- generated before merchants had a time zone were cut in UTC and stay as they are.
ALTER TABLE statements ADD COLUMN timezone text NOT NULL DEFAULT 'UTC';
ALTER TABLE statements ALTER COLUMN timezone DROP DEFAULT;
