-- A confirmed chain send is watched until its block is final (modules/crypto/send-finality.ts): a block taken
-- back before then clears its height and stamps `retaken_at` while the rail broadcasts the same transaction
-- again; mined again, its height, hash and fee follow; never to be delivered (reverted, its nonce taken),
-- it fails and its purpose gives the money back. Sends confirmed before this migration are taken as final.
ALTER TABLE chain_sends ADD COLUMN final_at timestamptz;
ALTER TABLE chain_sends ADD COLUMN retaken_at timestamptz;
-- sent again after its purpose booked the delivery (a refund) and a reorganisation made it undeliverable
ALTER TABLE chain_sends ADD COLUMN redelivery boolean NOT NULL DEFAULT false;
UPDATE chain_sends SET final_at = confirmed_at WHERE status = 'confirmed';
CREATE INDEX chain_sends_unfinal_idx ON chain_sends (id) WHERE status = 'confirmed' AND final_at IS NULL;
