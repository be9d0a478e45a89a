-- A refund that failed and is asked again (to the same or another address) is the same chain send,
-- queued again: each time it is a new attempt, and the rail is given a new reference for it, so a
-- send the chain took and reverted is not answered again in place of a new one.
ALTER TABLE chain_sends ADD COLUMN attempt integer NOT NULL DEFAULT 1;
