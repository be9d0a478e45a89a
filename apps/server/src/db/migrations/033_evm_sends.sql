-- The EVM hot wallet's sends (rails/chain/evm/hot-wallet.ts): one row per reference, holding the nonce it
-- took, and each transaction signed for it (the first and its fee-raised replacements, all with that
-- nonce). A transaction is stored signed before it is broadcast, so a restart broadcasts the same bytes.
CREATE TABLE evm_sends (
  id            bigserial PRIMARY KEY,
  network       text NOT NULL,
  reference     text NOT NULL UNIQUE,
  asset         text NOT NULL,
  token         text NOT NULL,
  recipient     text NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  nonce         bigint NOT NULL CHECK (nonce >= 0),
  gas           bigint NOT NULL CHECK (gas > 0),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'mined', 'reverted')),
  created_at    timestamptz NOT NULL,
  mined_hash    text,
  mined_height  bigint,
  -- wei: gas used times the effective gas price
  fee           bigint,
  UNIQUE (network, nonce)
);
CREATE INDEX evm_sends_pending_idx ON evm_sends (network, nonce) WHERE status = 'pending';

CREATE TABLE evm_send_attempts (
  id                        bigserial PRIMARY KEY,
  send_id                   bigint NOT NULL REFERENCES evm_sends (id),
  tx_hash                   text NOT NULL UNIQUE,
  raw_tx                    text NOT NULL,
  max_fee_per_gas           bigint NOT NULL,
  max_priority_fee_per_gas  bigint NOT NULL,
  created_at                timestamptz NOT NULL,
  broadcast_at              timestamptz
);
CREATE INDEX evm_send_attempts_send_idx ON evm_send_attempts (send_id, id);
CREATE INDEX evm_send_attempts_unsent_idx ON evm_send_attempts (send_id) WHERE broadcast_at IS NULL;
