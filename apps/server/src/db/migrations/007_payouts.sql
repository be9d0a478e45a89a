-- Paying out: remittances to chain addresses and withdrawals of crypto to the fiat account, the
-- quotes those withdrawals are made at, and the platform settings operators change (the approval
-- threshold of payouts).

CREATE TABLE fx_quotes (
  id            uuid PRIMARY KEY,
  merchant_id   uuid NOT NULL REFERENCES merchants (id),
  asset         text NOT NULL REFERENCES assets (code),
  currency      text NOT NULL REFERENCES assets (code),
  -- crypto debited (fee included), in the asset's minor units
  amount        bigint NOT NULL CHECK (amount > 0),
  fee           bigint NOT NULL CHECK (fee >= 0 AND fee < amount),
  -- rates are decimal strings with 8 decimals: what the source said and what is applied
  mid_rate      numeric(30, 8) NOT NULL CHECK (mid_rate > 0),
  spread_bps    integer NOT NULL CHECK (spread_bps BETWEEN 0 AND 10000),
  rate          numeric(30, 8) NOT NULL CHECK (rate > 0),
  -- what arrives, rounded down, in the currency's minor units
  fiat_amount   bigint NOT NULL CHECK (fiat_amount > 0),
  -- the crypto the rounded fiat amount is worth (rounded up) and what is left of amount - fee:
  -- the remainder is booked to the platform's rounding account, never lost
  converted     bigint NOT NULL CHECK (converted > 0),
  remainder     bigint NOT NULL CHECK (remainder >= 0),
  source        text NOT NULL,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  CHECK (converted + remainder + fee = amount)
);
CREATE INDEX fx_quotes_merchant_idx ON fx_quotes (merchant_id, created_at DESC);

CREATE TABLE payouts (
  id              uuid PRIMARY KEY,
  merchant_id     uuid NOT NULL REFERENCES merchants (id),
  kind            text NOT NULL CHECK (kind IN ('remittance', 'fiat_withdrawal')),
  status          text NOT NULL CHECK (status IN
                    ('pending_approval', 'processing', 'confirming', 'completed', 'failed', 'rejected')),
  asset           text NOT NULL REFERENCES assets (code),
  network         text REFERENCES networks (code),
  -- amount: what the merchant asked for; fee: network fee (remittance) or service fee (withdrawal);
  -- total: what leaves the available balance (frozen until the payout ends)
  amount          bigint NOT NULL CHECK (amount > 0),
  fee             bigint NOT NULL CHECK (fee >= 0),
  total           bigint NOT NULL CHECK (total > 0),
  to_address      text,
  payee_id        uuid REFERENCES payees (id) ON DELETE SET NULL,
  payee_name      text,
  new_address     boolean NOT NULL DEFAULT false,
  remark          text NOT NULL DEFAULT '',
  quote_id        uuid UNIQUE REFERENCES fx_quotes (id),
  fiat_currency   text REFERENCES assets (code),
  fiat_amount     bigint,
  rate            numeric(30, 8),
  usd_value       bigint NOT NULL,
  tx_hash         text,
  failure_reason  text,
  decision        text CHECK (decision IN ('approved', 'rejected')),
  decided_by      uuid REFERENCES operators (id),
  decided_at      timestamptz,
  decision_reason text,
  needs_approval  boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  completed_at    timestamptz,
  CHECK (kind <> 'remittance' OR (network IS NOT NULL AND to_address IS NOT NULL AND total = amount + fee)),
  CHECK (kind <> 'fiat_withdrawal' OR (quote_id IS NOT NULL AND fiat_amount > 0 AND total = amount))
);
CREATE INDEX payouts_list_idx ON payouts (merchant_id, kind, created_at DESC, id DESC);
CREATE INDEX payouts_address_idx ON payouts (merchant_id, network, to_address);
CREATE INDEX payouts_pending_idx ON payouts (created_at, id) WHERE status = 'pending_approval';

CREATE TABLE platform_settings (
  key         text PRIMARY KEY,
  value       text NOT NULL,
  updated_at  timestamptz NOT NULL,
  updated_by  uuid REFERENCES operators (id)
);
