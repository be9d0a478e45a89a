-- A pair of an EVM network whose settings name no token of the asset is listed no more (no order,
-- collection account or payout takes it), and is listed again once they do, with its fees kept.
ALTER TABLE asset_networks ADD COLUMN enabled boolean NOT NULL DEFAULT true;
