import { toMinor } from '@mc/contract';
import type { Db, Queryable } from '../../db/client';
import type { NetworkListing } from '../../rails/chain/types';

/** An amount of the settings in the asset's minor units; refused when it has more decimals than the asset. */
function minor(amount: string, decimals: number): bigint {
  const units = toMinor(amount, decimals);
  if (units === null) throw new Error(`${amount} has more than ${decimals} decimals`);
  return units;
}

/**
 * Lists the networks a chain rail serves in the catalogue (networks, their assets, a scan cursor):
 * a network new to it is added, a known one takes the name, confirmations, least amount and fee the
 * settings give. Refused with the setting named: an asset the catalogue does not hold, a network the
 * catalogue knows as another kind of chain, a new pair without its fee; then nothing is listed.
 */
export function registerNetworks(db: Db, listings: readonly NetworkListing[]): Promise<void> {
  return db.transaction(async (tx) => {
    for (const n of listings) await register(tx, n);
  });
}

async function register(db: Queryable, n: NetworkListing): Promise<void> {
  const [known] = await db.query<{ address_kind: string }>(
    'SELECT address_kind FROM networks WHERE code = $1',
    [n.code],
  );
  if (known && known.address_kind !== 'evm')
    throw new Error(
      `${n.where}: ${n.code} is a ${known.address_kind} network in the catalogue, not an EVM one`,
    );
  await db.query(
    `INSERT INTO networks (code, name, address_kind, confirmations, sort)
       VALUES ($1, coalesce($2, $1), 'evm', coalesce($3, 12), (SELECT coalesce(max(sort), 0) + 1 FROM networks))
       ON CONFLICT (code) DO UPDATE
         SET name = coalesce($2, networks.name), confirmations = coalesce($3, networks.confirmations)`,
    [n.code, n.name, n.confirmations],
  );
  for (const a of n.assets) {
    const [asset] = await db.query<{ decimals: number }>(
      "SELECT decimals FROM assets WHERE code = $1 AND kind = 'crypto'",
      [a.asset],
    );
    if (!asset)
      throw new Error(`${n.where}.tokens.${a.asset}: the catalogue holds no crypto asset ${a.asset}`);
    const [pair] = await db.query<{ network_fee: bigint }>(
      'SELECT network_fee FROM asset_networks WHERE asset = $1 AND network = $2',
      [a.asset, n.code],
    );
    if (!pair && a.networkFee === null)
      throw new Error(`${n.where}: name the payout fee of ${a.asset} on ${n.code} ("fee")`);
    await db.query(
      `INSERT INTO asset_networks (asset, network, min_receive, network_fee) VALUES ($1, $2, $3, $4)
         ON CONFLICT (asset, network) DO UPDATE
           SET min_receive = coalesce($5, asset_networks.min_receive),
               network_fee = coalesce($6, asset_networks.network_fee),
               enabled = true`,
      [
        a.asset,
        n.code,
        minor(a.minReceive ?? '1', asset.decimals),
        a.networkFee === null ? pair!.network_fee : minor(a.networkFee, asset.decimals),
        a.minReceive === null ? null : minor(a.minReceive, asset.decimals),
        a.networkFee === null ? null : minor(a.networkFee, asset.decimals),
      ],
    );
  }
  // the network's other pairs have no token in the settings: nothing could be received or paid on them
  await db.query('UPDATE asset_networks SET enabled = (asset = ANY($2)) WHERE network = $1', [
    n.code,
    n.assets.map((a) => a.asset),
  ]);
  await db.query('INSERT INTO chain_cursors (network, cursor) VALUES ($1, NULL) ON CONFLICT DO NOTHING', [
    n.code,
  ]);
}
