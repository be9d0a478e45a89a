-- The simulated bank (rails/bank/simulated.ts), kept in the database so that several instances and
-- restarts agree: the transfers it took (one per reference) and the credits it received.
CREATE TABLE sim_bank_transfers (
  id              uuid PRIMARY KEY,
  reference       text NOT NULL UNIQUE,
  currency        text NOT NULL,
  amount          bigint NOT NULL CHECK (amount > 0),
  holder          text NOT NULL,
  account_number  text NOT NULL,
  bank_name       text NOT NULL,
  swift_code      text NOT NULL,
  country         text NOT NULL,
  state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'completed', 'failed')),
  reason          text,
  created_at      timestamptz NOT NULL,
  settled_at      timestamptz
);
CREATE INDEX sim_bank_transfers_pending_idx ON sim_bank_transfers (created_at) WHERE state = 'pending';

CREATE TABLE sim_bank_credits (
  seq             bigserial PRIMARY KEY,
  id              uuid NOT NULL UNIQUE,
  reference       text NOT NULL,
  currency        text NOT NULL,
  amount          bigint NOT NULL CHECK (amount > 0),
  holder          text NOT NULL,
  account_number  text NOT NULL,
  received_at     timestamptz NOT NULL
);
