-- A mined send is watched until its block is final (rails/chain/evm/hot-wallet.ts `tend`): a reorganisation
-- before then puts it back to pending and its stored transaction is broadcast again. `dropped`: a final block
-- holds another transaction with its nonce, so it will never be mined. Sends mined before this migration are
-- taken as final.
ALTER TABLE evm_sends ADD COLUMN final boolean NOT NULL DEFAULT false;
UPDATE evm_sends SET final = true WHERE status <> 'pending';
ALTER TABLE evm_sends DROP CONSTRAINT evm_sends_status_check;
ALTER TABLE evm_sends ADD CONSTRAINT evm_sends_status_check
  CHECK (status IN ('pending', 'mined', 'reverted', 'dropped'));
CREATE INDEX evm_sends_unfinal_idx ON evm_sends (network, mined_height)
  WHERE status IN ('mined', 'reverted') AND NOT final;
