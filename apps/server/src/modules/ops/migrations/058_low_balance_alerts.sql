-- Low-balance alerts of the platform's senders (the hot wallet per asset, the gas tank) per network.
-- Thresholds operators set (over the networks settings' own); amounts in the asset's minor units
-- (wei for ETH, hence numeric: a bigint holds 9.2 ETH at most).
CREATE TABLE low_balance_thresholds (
  network     text NOT NULL,
  sender      text NOT NULL CHECK (sender IN ('hot', 'gas_tank')),
  asset       text NOT NULL,
  threshold   numeric(78, 0) NOT NULL CHECK (threshold >= 0),
  updated_at  timestamptz NOT NULL,
  updated_by  uuid REFERENCES operators (id),
  PRIMARY KEY (network, sender, asset)
);

-- What each sender held at the last check, and whether it was low: a drop below the threshold is
-- told once (`low` turns true), and again only after the balance has recovered (`low` false again).
CREATE TABLE low_balance_states (
  network     text NOT NULL,
  sender      text NOT NULL CHECK (sender IN ('hot', 'gas_tank')),
  asset       text NOT NULL,
  address     text NOT NULL,
  balance     numeric(78, 0) NOT NULL,
  -- the threshold the network's settings named at that check (null: none)
  settings_threshold numeric(78, 0),
  low         boolean NOT NULL DEFAULT false,
  low_since   timestamptz,
  checked_at  timestamptz NOT NULL,
  PRIMARY KEY (network, sender, asset)
);
