-- Receiving crypto: the simulated chain, receipt orders, deposits, outgoing chain sends.

-- The simulated chain lives in the database so that every server instance sees one chain.
CREATE TABLE sim_chain_blocks (
  network   text NOT NULL REFERENCES networks (code),
  height    bigint NOT NULL,
  mined_at  timestamptz NOT NULL,
  PRIMARY KEY (network, height)
);
CREATE TABLE sim_chain_transfers (
  id            bigserial PRIMARY KEY,
  network       text NOT NULL REFERENCES networks (code),
  asset         text NOT NULL,
  tx_hash       text NOT NULL UNIQUE,
  log_index     integer NOT NULL DEFAULT 0,
  from_address  text NOT NULL,
  to_address    text NOT NULL,
  amount        bigint NOT NULL CHECK (amount > 0),
  block_height  bigint,
  reference     text UNIQUE,
  created_at    timestamptz NOT NULL
);
CREATE INDEX sim_chain_transfers_pending_idx ON sim_chain_transfers (network) WHERE block_height IS NULL;
CREATE INDEX sim_chain_transfers_scan_idx ON sim_chain_transfers (network, id);

-- How far the watcher has read each network.
CREATE TABLE chain_cursors (
  network  text PRIMARY KEY REFERENCES networks (code),
  cursor   text
);
INSERT INTO chain_cursors (network, cursor) SELECT code, NULL FROM networks;

CREATE SEQUENCE deposit_address_index START 1;

CREATE TABLE receipt_orders (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  merchant_id        uuid NOT NULL REFERENCES merchants (id),
  merchant_order_no  text NOT NULL,
  asset              text NOT NULL REFERENCES assets (code),
  network            text NOT NULL REFERENCES networks (code),
  amount             bigint NOT NULL CHECK (amount > 0),
  received_amount    bigint NOT NULL DEFAULT 0 CHECK (received_amount >= 0),
  pending_amount     bigint NOT NULL DEFAULT 0 CHECK (pending_amount >= 0),
  fee_amount         bigint NOT NULL DEFAULT 0 CHECK (fee_amount >= 0),
  status             text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'confirming', 'partially_paid',
                       'paid', 'completed', 'expired', 'exception', 'exception_resolved', 'cancelled', 'closed',
                       'refund_requested', 'refunded', 'accounting_exception')),
  exception_reason   text CHECK (exception_reason IN ('underpaid', 'overpaid', 'late_payment', 'wrong_asset')),
  resolution         text CHECK (resolution IN ('accepted', 'refunded', 'closed')),
  deposit_address    text NOT NULL,
  address_index      bigint NOT NULL,
  description        text NOT NULL DEFAULT '',
  payer_email        text,
  tolerance_bps      integer NOT NULL DEFAULT 0,
  fee_bps            integer NOT NULL DEFAULT 0,
  expires_at         timestamptz NOT NULL,
  paid_at            timestamptz,
  completed_at       timestamptz,
  refund_address     text,
  refund_send_id     bigint,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  UNIQUE (merchant_id, merchant_order_no),
  UNIQUE (network, deposit_address)
);
CREATE INDEX receipt_orders_list_idx ON receipt_orders (merchant_id, created_at DESC, id DESC);
CREATE INDEX receipt_orders_status_idx ON receipt_orders (merchant_id, status, created_at DESC);
CREATE INDEX receipt_orders_due_idx ON receipt_orders (expires_at) WHERE status IN ('unpaid', 'partially_paid', 'confirming');
CREATE INDEX receipt_orders_settle_idx ON receipt_orders (paid_at) WHERE status = 'paid';

CREATE TABLE receipt_order_events (
  id        bigserial PRIMARY KEY,
  order_id  uuid NOT NULL REFERENCES receipt_orders (id),
  status    text NOT NULL,
  note      text NOT NULL DEFAULT '',
  at        timestamptz NOT NULL
);
CREATE INDEX receipt_order_events_order_idx ON receipt_order_events (order_id, id);

-- Transfers to our deposit addresses, as the watcher saw them.
CREATE TABLE deposits (
  id             bigserial PRIMARY KEY,
  network        text NOT NULL REFERENCES networks (code),
  asset          text NOT NULL,
  tx_hash        text NOT NULL,
  log_index      integer NOT NULL,
  from_address   text NOT NULL,
  to_address     text NOT NULL,
  amount         bigint NOT NULL CHECK (amount > 0),
  order_id       uuid REFERENCES receipt_orders (id),
  block_height   bigint,
  confirmations  integer NOT NULL DEFAULT 0,
  status         text NOT NULL DEFAULT 'confirming' CHECK (status IN ('confirming', 'confirmed', 'held')),
  on_time        boolean NOT NULL,
  seen_at        timestamptz NOT NULL,
  confirmed_at   timestamptz,
  UNIQUE (network, tx_hash, log_index)
);
CREATE INDEX deposits_open_idx ON deposits (id) WHERE status = 'confirming';
CREATE INDEX deposits_order_idx ON deposits (order_id);
CREATE INDEX deposits_tx_idx ON deposits (tx_hash);

-- Transfers we send (refunds now, payouts later).
CREATE TABLE chain_sends (
  id             bigserial PRIMARY KEY,
  merchant_id    uuid REFERENCES merchants (id),
  network        text NOT NULL REFERENCES networks (code),
  asset          text NOT NULL,
  to_address     text NOT NULL,
  amount         bigint NOT NULL CHECK (amount > 0),
  network_fee    bigint NOT NULL CHECK (network_fee >= 0),
  purpose        text NOT NULL,
  ref_id         text NOT NULL,
  status         text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'confirmed', 'failed')),
  tx_hash        text,
  block_height   bigint,
  failure        text,
  created_at     timestamptz NOT NULL,
  sent_at        timestamptz,
  confirmed_at   timestamptz,
  UNIQUE (purpose, ref_id)
);
CREATE INDEX chain_sends_open_idx ON chain_sends (id) WHERE status IN ('queued', 'sent');
