-- The chain a database follows on each EVM network, by its first block's hash: a node on another chain
-- with the same chain id (a development node started afresh) is refused at start, since the blocks,
-- deposits and sends this database holds are of the other chain.
CREATE TABLE evm_genesis (
  network      text PRIMARY KEY,
  chain_id     integer NOT NULL,
  genesis_hash text NOT NULL,
  recorded_at  timestamptz NOT NULL DEFAULT now()
);
