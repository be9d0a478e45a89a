-- Every account of the platform sends through the same machinery (rails/chain/evm/hot-wallet.ts): the hot
-- wallet ('hot'), the gas tank ('gas-tank') and each deposit address being swept ('deposit:<index>'). Nonces are
-- counted per sender. A send of the network's own coin (ETH) has no token.
ALTER TABLE evm_sends ADD COLUMN sender text NOT NULL DEFAULT 'hot';
ALTER TABLE evm_sends ALTER COLUMN sender DROP DEFAULT;
ALTER TABLE evm_sends ALTER COLUMN token DROP NOT NULL;
ALTER TABLE evm_sends DROP CONSTRAINT evm_sends_network_nonce_key;
ALTER TABLE evm_sends ADD CONSTRAINT evm_sends_sender_nonce_key UNIQUE (network, sender, nonce);
DROP INDEX evm_sends_pending_idx;
CREATE INDEX evm_sends_pending_idx ON evm_sends (network, sender, nonce) WHERE status = 'pending';
