-- Blocks carry a hash, so that a reorg (a block replaced at a height) can be told apart from the block
-- that was seen; the simulated chain gives each block a random one.
ALTER TABLE sim_chain_blocks ADD COLUMN hash text NOT NULL DEFAULT md5(random()::text || clock_timestamp()::text);
