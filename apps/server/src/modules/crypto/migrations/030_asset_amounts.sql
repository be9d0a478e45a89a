-- An amount of minor units as the API writes it: a decimal string with the asset's decimals
-- ("12.500000" for USDT, "12.50" for USD). For SQL that describes money to others (webhook events).
CREATE FUNCTION asset_amount_text(asset_code text, minor bigint) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT round(minor::numeric / (10::numeric ^ a.decimals), a.decimals)::text
  FROM assets a WHERE a.code = asset_code
$$;
