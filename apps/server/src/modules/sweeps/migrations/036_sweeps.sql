-- Sweeps of deposit addresses to the hot wallet (modules/sweeps): the whole token balance of one asset of
-- one address, after the gas tank funded the address with the ETH its transfer needs (when it held less).
-- funding -> sending -> confirmed | failed. Fees in gwei (the ledger's ETH), booked once the sweep is mined.
CREATE TABLE sweeps (
  id                 bigserial PRIMARY KEY,
  network            text NOT NULL,
  asset              text NOT NULL,
  address            text NOT NULL,
  address_index      bigint NOT NULL,
  amount             bigint NOT NULL CHECK (amount > 0),
  -- the newest deposit to the address when the sweep began: deposits up to it are swept
  covers_deposit_id  bigint NOT NULL,
  status             text NOT NULL DEFAULT 'funding'
                       CHECK (status IN ('funding', 'sending', 'confirmed', 'failed')),
  -- wei the gas tank sent the address (null: it held enough)
  funding_wei        bigint CHECK (funding_wei > 0),
  funding_hash       text,
  funding_fee        bigint CHECK (funding_fee >= 0),
  sweep_hash         text,
  sweep_fee          bigint CHECK (sweep_fee >= 0),
  failure            text,
  -- one instance advances a sweep at a time: it holds it until then
  claimed_until      timestamptz,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  confirmed_at       timestamptz
);
CREATE UNIQUE INDEX sweeps_one_open_idx ON sweeps (network, asset, address) WHERE status IN ('funding', 'sending');
CREATE INDEX sweeps_address_idx ON sweeps (network, asset, address, covers_deposit_id);
