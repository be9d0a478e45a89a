-- Money that arrived on the platform's bank accounts (read from the bank rail's credits) and the
-- top-up each one was matched to: by the rule when the reference and the amount say which, else by an
-- operator; or set aside by an operator. The cursor is how far the rail's credits were read.
CREATE TABLE fiat_bank_credits (
  credit_id     uuid PRIMARY KEY,
  source_id     uuid,
  currency      text NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  reference     text NOT NULL,
  payer         text NOT NULL,
  received_at   timestamptz NOT NULL,
  state         text NOT NULL CHECK (state IN ('matched', 'unmatched', 'dismissed')),
  miss          text,
  matched_by    text CHECK (matched_by IN ('rule', 'operator')),
  merchant_id   uuid,
  topup_id      uuid UNIQUE REFERENCES fiat_topups (id),
  note          text,
  decided_by    uuid,
  decided_at    timestamptz,
  CHECK ((state = 'matched') = (topup_id IS NOT NULL AND matched_by IS NOT NULL)),
  CHECK ((state = 'dismissed') = (note IS NOT NULL))
);
CREATE INDEX fiat_bank_credits_queue_idx ON fiat_bank_credits (state, received_at, credit_id);
CREATE INDEX fiat_bank_credits_source_idx ON fiat_bank_credits (source_id);

CREATE TABLE fiat_credit_cursor (
  rail    text PRIMARY KEY,
  cursor  text
);
