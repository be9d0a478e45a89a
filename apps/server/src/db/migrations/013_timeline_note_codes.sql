-- A receipt order's timeline event says what happened as a code and its parameters, which every reader
-- shows in their own language; `note` keeps the English text. The notes written so far are mapped
-- to their codes; a text no rule reads stays readable as the code `note` with the text itself.
ALTER TABLE receipt_order_events
  ADD COLUMN code text,
  ADD COLUMN params jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Each rule: the code, the pattern of the text the server wrote, and the names of its groups. A
-- note takes the first rule (by `n`) whose pattern it matches.
CREATE FUNCTION pg_temp.note_params(p_note text, p_pattern text, p_names text[]) RETURNS jsonb LANGUAGE sql AS $$
  SELECT coalesce(jsonb_object_agg(name, (regexp_match(p_note, p_pattern))[i]), '{}'::jsonb)
  FROM unnest(p_names) WITH ORDINALITY AS g(name, i)
$$;
CREATE TEMP TABLE note_rules (n int, code text, pattern text, names text[]) ON COMMIT DROP;
INSERT INTO note_rules VALUES
  (1, 'created', '^created$', '{}'),
  (2, 'transfer_seen', '^transfer (\S+) seen$', '{tx_hash}'),
  (3, 'transfer_confirmed', '^transfer (\S+) confirmed$', '{tx_hash}'),
  (4, 'late_payment_received', '^transfer (\S+) arrived after the order was settled; held for review$', '{tx_hash}'),
  (5, 'wrong_asset', '^(\S+) arrived instead of (\S+)$', '{asset,expected}'),
  (6, 'held_for_review', '^(\S+) (\S+) held for review$', '{asset,tx_hash}'),
  (7, 'expired_unpaid', '^expired with nothing received$', '{}'),
  (8, 'expired_partially_paid', '^expired partially paid$', '{}'),
  (9, 'settled', '^settled into the available balance$', '{}'),
  (10, 'cancelled_by_merchant', '^cancelled by the merchant$', '{}'),
  (11, 'accepted_by_merchant', '^accepted: what arrived is credited$', '{}'),
  (12, 'accepted_by_platform', '^accepted by the platform: (.*)$', '{reason}'),
  (13, 'refund_requested_by_platform', '^refund to (\S+) requested by the platform: (.*)$', '{address,reason}'),
  (14, 'refund_requested', '^refund to (\S+) requested$', '{address}'),
  (15, 'refund_confirmed', '^refund (\S+) confirmed$', '{tx_hash}'),
  (16, 'refund_failed', '^refund failed: (.*)$', '{reason}'),
  (17, 'closed_by_platform', '^closed by the platform: (.*)$', '{reason}');

UPDATE receipt_order_events e SET code = r.code, params = pg_temp.note_params(e.note, r.pattern, r.names)
FROM note_rules r
WHERE e.code IS NULL AND r.n = (SELECT min(x.n) FROM note_rules x WHERE e.note ~ x.pattern);

-- A transfer's note also names its amount and asset, as a decimal string.
UPDATE receipt_order_events e SET params = e.params || jsonb_build_object('asset', d.asset,
    'amount', round(d.amount::numeric / (10::numeric ^ coalesce(a.decimals, 6)), coalesce(a.decimals, 6))::text)
FROM deposits d LEFT JOIN assets a ON a.code = d.asset
WHERE e.code IN ('transfer_seen', 'transfer_confirmed', 'late_payment_received')
  AND d.order_id = e.order_id AND d.tx_hash = e.params->>'tx_hash';

UPDATE receipt_order_events SET code = 'note', params = jsonb_build_object('text', note) WHERE code IS NULL;

ALTER TABLE receipt_order_events ALTER COLUMN code SET NOT NULL, ALTER COLUMN code SET DEFAULT 'note';
