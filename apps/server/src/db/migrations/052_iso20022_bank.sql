-- The bank rail of ISO 20022 files (rails/bank/iso20022): the files exchanged with the bank, the
-- transfers gathered into pain.001 messages, and each entry read from a pain.002 or a camt.053/054.
CREATE TABLE bank_files (
  id          uuid PRIMARY KEY,
  direction   text NOT NULL CHECK (direction IN ('out', 'in')),
  kind        text NOT NULL CHECK (kind IN ('pain.001', 'pain.002', 'camt.053', 'camt.054')),
  state       text NOT NULL CHECK (state IN ('written', 'imported', 'refused')),
  name        text NOT NULL,
  message_id  text,
  account     text,
  currency    text,
  entries     integer NOT NULL DEFAULT 0,
  total       bigint,
  size        integer NOT NULL,
  sha256      text NOT NULL,
  content     text,
  error       text,
  created_by  uuid,
  created_at  timestamptz NOT NULL,
  CHECK ((state = 'refused') = (error IS NOT NULL)),
  CHECK ((state = 'refused') = (content IS NULL))
);
-- A message is read once: the same MsgId of the same kind again is the same file.
CREATE UNIQUE INDEX bank_files_message_idx ON bank_files (direction, kind, message_id) WHERE state <> 'refused';
CREATE INDEX bank_files_list_idx ON bank_files (created_at DESC, id DESC);

CREATE TABLE bank_transfers (
  id              uuid PRIMARY KEY,
  reference       text NOT NULL UNIQUE,
  end_to_end_id   text NOT NULL UNIQUE,
  currency        text NOT NULL,
  amount          bigint NOT NULL CHECK (amount > 0),
  holder          text NOT NULL,
  account_number  text NOT NULL,
  bank_name       text NOT NULL,
  swift_code      text NOT NULL,
  country         text NOT NULL,
  state           text NOT NULL DEFAULT 'queued'
                  CHECK (state IN ('queued', 'sent', 'accepted', 'rejected', 'booked')),
  file_id         uuid REFERENCES bank_files (id),
  reason_code     text,
  reason          text,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  CHECK ((state = 'queued') = (file_id IS NULL))
);
CREATE INDEX bank_transfers_queued_idx ON bank_transfers (currency, created_at, id) WHERE state = 'queued';
CREATE INDEX bank_transfers_file_idx ON bank_transfers (file_id, created_at, id);

CREATE TABLE bank_file_entries (
  seq             bigserial PRIMARY KEY,
  id              uuid NOT NULL UNIQUE,
  file_id         uuid NOT NULL REFERENCES bank_files (id),
  kind            text NOT NULL CHECK (kind IN ('status', 'credit', 'debit')),
  entry_key       text NOT NULL,
  state           text NOT NULL
                  CHECK (state IN ('accepted', 'rejected', 'matched', 'unmatched', 'received', 'repeated')),
  transfer_id     uuid REFERENCES bank_transfers (id),
  end_to_end_id   text,
  reference       text,
  amount          bigint,
  currency        text,
  counterparty    text,
  booked_on       date,
  reason_code     text,
  reason          text,
  miss            text,
  CHECK ((state = 'unmatched') = (miss IS NOT NULL))
);
-- The bank's id of a booking (or of a status) is applied once, whichever file brought it first.
CREATE UNIQUE INDEX bank_file_entries_key_idx ON bank_file_entries (entry_key) WHERE state <> 'repeated';
CREATE INDEX bank_file_entries_file_idx ON bank_file_entries (file_id, seq);
CREATE INDEX bank_file_entries_credits_idx ON bank_file_entries (seq) WHERE kind = 'credit' AND state = 'received';
