-- The delivery pool's claim: per endpoint, its due deliveries in order, and the ones some instance
-- holds (claimed, not yet recorded), which keep an endpoint within its share of deliveries in flight.
CREATE INDEX webhook_deliveries_endpoint_due_idx ON webhook_deliveries (endpoint_id, next_attempt_at, event_seq)
  WHERE status IN ('pending', 'retrying');
CREATE INDEX webhook_deliveries_held_idx ON webhook_deliveries (endpoint_id, claimed_until)
  WHERE claimed_until IS NOT NULL;
