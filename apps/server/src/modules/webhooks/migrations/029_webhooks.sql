-- Webhooks: the merchants' endpoints, the outbox of events, one delivery per event and endpoint, and
-- every attempt of a delivery. The owning areas call webhook_emit from their triggers, in the
-- transaction of the change an event reports: no event without its change, no change without its event.

CREATE TABLE webhook_endpoints (
  id                          uuid PRIMARY KEY,
  merchant_id                 uuid NOT NULL,
  url                         text NOT NULL,
  description                 text NOT NULL DEFAULT '',
  events                      text[] NOT NULL,
  enabled                     boolean NOT NULL DEFAULT true,
  disabled_reason             text CHECK (disabled_reason IN ('failing', 'manual')),
  -- The signing secret: it must sign, so it is kept as it is (like an authenticator's secret).
  secret                      text NOT NULL,
  -- After a rotation the old secret signs too, until previous_secret_expires_at.
  previous_secret             text,
  previous_secret_expires_at  timestamptz,
  created_at                  timestamptz NOT NULL,
  updated_at                  timestamptz NOT NULL,
  deleted_at                  timestamptz,
  last_delivery_at            timestamptz,
  -- The first failed attempt since the last success (null while deliveries succeed).
  failing_since               timestamptz,
  CHECK (enabled = (disabled_reason IS NULL)),
  CHECK ((previous_secret IS NULL) = (previous_secret_expires_at IS NULL))
);
CREATE INDEX webhook_endpoints_list_idx ON webhook_endpoints (merchant_id, created_at DESC, id DESC)
  WHERE deleted_at IS NULL;
-- What webhook_emit asks first, on the hot paths of orders and payouts: an index-only probe.
CREATE INDEX webhook_endpoints_live_idx ON webhook_endpoints (merchant_id) INCLUDE (events)
  WHERE enabled AND deleted_at IS NULL;

CREATE TABLE webhook_events (
  id          uuid PRIMARY KEY,
  -- Order of the events: a later change of an object commits a later event (its row lock orders them).
  seq         bigserial NOT NULL UNIQUE,
  merchant_id uuid NOT NULL,
  type        text NOT NULL,
  object_id   text NOT NULL,
  -- The whole body sent: {id, type, created_at, merchant_id, data}.
  body        jsonb NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX webhook_events_object_idx ON webhook_events (merchant_id, object_id, seq);

CREATE TABLE webhook_deliveries (
  id               uuid PRIMARY KEY,
  merchant_id      uuid NOT NULL,
  endpoint_id      uuid NOT NULL REFERENCES webhook_endpoints (id),
  event_id         uuid NOT NULL REFERENCES webhook_events (id),
  event_seq        bigint NOT NULL,
  event_type       text NOT NULL,
  object_id        text NOT NULL,
  status           text NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'retrying', 'succeeded', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  first_attempt_at timestamptz,
  last_attempt_at  timestamptz,
  last_status_code integer,
  last_duration_ms integer,
  next_attempt_at  timestamptz,
  -- A job instance holds the delivery until then (another takes it over after a crash).
  claimed_until    timestamptz,
  created_at       timestamptz NOT NULL,
  UNIQUE (event_id, endpoint_id),
  CHECK ((status IN ('pending', 'retrying')) = (next_attempt_at IS NOT NULL))
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at)
  WHERE status IN ('pending', 'retrying');
-- One object's deliveries go out in order: the oldest undelivered one of an (endpoint, object) first.
CREATE INDEX webhook_deliveries_object_idx ON webhook_deliveries (endpoint_id, object_id, event_seq)
  WHERE status IN ('pending', 'retrying');
CREATE INDEX webhook_deliveries_list_idx ON webhook_deliveries (endpoint_id, created_at DESC, id DESC);

CREATE TABLE webhook_attempts (
  id                 bigserial PRIMARY KEY,
  delivery_id        uuid NOT NULL REFERENCES webhook_deliveries (id),
  at                 timestamptz NOT NULL,
  status_code        integer,
  duration_ms        integer NOT NULL,
  error              text,
  response_excerpt   text,
  response_truncated boolean NOT NULL DEFAULT false
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, id);

-- The event's time as the body states it (UTC, milliseconds).
CREATE FUNCTION webhook_time(at timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

-- An event of a merchant's object: written, with a delivery to each enabled endpoint that wants its
-- type, only when there is such an endpoint (one index-only probe otherwise). Answers the event id or
-- null. `object` is the object's public fields, `previous` its status before the change (null: none).
CREATE FUNCTION webhook_emit(merchant uuid, event_type text, object_id text, object jsonb,
  previous text, at timestamptz)
RETURNS uuid
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  event uuid;
  event_seq bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints e
                 WHERE e.merchant_id = merchant AND e.enabled AND e.deleted_at IS NULL
                   AND e.events @> ARRAY[event_type]) THEN
    RETURN NULL;
  END IF;
  event := gen_random_uuid();
  INSERT INTO webhook_events (id, merchant_id, type, object_id, body, created_at)
  VALUES (event, merchant, event_type, object_id,
    jsonb_build_object('id', event, 'type', event_type, 'created_at', webhook_time(at),
      'merchant_id', merchant,
      'data', CASE WHEN previous IS NULL THEN jsonb_build_object('object', object)
                   ELSE jsonb_build_object('object', object, 'previous_status', previous) END),
    at)
  RETURNING seq INTO event_seq;
  INSERT INTO webhook_deliveries (id, merchant_id, endpoint_id, event_id, event_seq, event_type, object_id,
    next_attempt_at, created_at)
  SELECT gen_random_uuid(), merchant, e.id, event, event_seq, event_type, object_id, at, at
  FROM webhook_endpoints e
  WHERE e.merchant_id = merchant AND e.enabled AND e.deleted_at IS NULL AND e.events @> ARRAY[event_type];
  RETURN event;
END
$$;

-- Whether a merchant has an enabled endpoint that wants the type: the owning areas' triggers ask it
-- before they build an event's object, so a merchant without endpoints pays one index-only probe.
CREATE FUNCTION webhook_wanted(merchant uuid, event_type text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM webhook_endpoints e
                 WHERE e.merchant_id = merchant AND e.enabled AND e.deleted_at IS NULL
                   AND e.events @> ARRAY[event_type])
$$;
