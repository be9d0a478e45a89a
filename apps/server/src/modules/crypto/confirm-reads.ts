import type { Queryable } from '../../db/client';
import type { OpenDeposit } from './chain-positions';
import { type SettledDeposit, UNFINAL, UNFINAL_BATCH } from './deep-reorgs';

/** A network's deposits a confirming pass looks at: those still confirming, and those not yet final. */
export interface DepositsToConfirm {
  open: OpenDeposit[];
  settled: SettledDeposit[];
}

/** The most confirming deposits one pass looks at on a network (the oldest first). */
export const CONFIRM_BATCH = 1000;

const NOTHING: DepositsToConfirm = { open: [], settled: [] };

/**
 * Every network's deposits still confirming (in id order) and its confirmed and held deposits not
 * yet final (`unfinalSettled`'s, the oldest block first), in one statement.
 */
export async function depositsToConfirm(
  q: Queryable,
  networks: readonly string[],
): Promise<(network: string) => DepositsToConfirm> {
  const rows = await q.query<OpenDeposit & { network: string; open: boolean }>(
    `SELECT n.network, x.open, x.id, x.tx_hash, x.confirmations, x.block_height, x.block_hash
     FROM unnest($1::text[]) AS n(network)
     CROSS JOIN LATERAL (
       (SELECT true AS open, d.id, d.tx_hash, d.confirmations, d.block_height, d.block_hash FROM deposits d
        WHERE d.network = n.network AND d.status = 'confirming' ORDER BY d.id LIMIT ${CONFIRM_BATCH})
       UNION ALL
       (SELECT false, d.id, d.tx_hash, d.confirmations, d.block_height, d.block_hash FROM deposits d
        WHERE d.network = n.network AND ${UNFINAL} ORDER BY d.block_height, d.id LIMIT ${UNFINAL_BATCH})) x`,
    [networks],
  );
  const out = new Map<string, DepositsToConfirm>();
  for (const { network, open, ...d } of rows) {
    const of = out.get(network) ?? { open: [], settled: [] };
    out.set(network, of);
    if (open) of.open.push(d);
    else of.settled.push({ id: d.id, block_height: d.block_height!, block_hash: d.block_hash! });
  }
  for (const of of out.values()) {
    of.open.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    of.settled.sort((a, b) =>
      a.block_height !== b.block_height ? (a.block_height < b.block_height ? -1 : 1) : a.id < b.id ? -1 : 1,
    );
  }
  return (network) => out.get(network) ?? NOTHING;
}
