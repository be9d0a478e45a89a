-- A confirmed deposit is watched for a reorganisation until a pass of the watcher has found its block
-- still the chain's while the chain called that height final (the node's finalized block, or the head
-- less twice the confirmations): `final_checked` is the final height of the last pass that checked it.
-- However long the watcher was down, a deposit not yet checked at a final height is checked once more.
ALTER TABLE deposits ADD COLUMN final_checked bigint;
-- The deposits confirmed before this change were watched over the newest blocks only: they count as
-- checked at their own height.
UPDATE deposits SET final_checked = block_height WHERE status IN ('confirmed', 'held') AND block_height IS NOT NULL;
DROP INDEX deposits_recent_idx;
CREATE INDEX deposits_unfinal_idx ON deposits (network, block_height)
  WHERE status IN ('confirmed', 'held') AND reorged_at IS NULL
    AND (final_checked IS NULL OR final_checked < block_height);
