import { fromMinor, type Sweep, type sweepListQuery } from '@mc/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { decodeCursor, escapeLike, listConditions, pageOf } from '../../platform/paging';
import { SWEEP_COLUMNS, type SweepRow } from './repo';

/** The ledger's ETH is gwei; a funding transfer is recorded in wei. */
const GWEI_DECIMALS = 9;
const WEI_DECIMALS = 18;

type ListedRow = SweepRow & { updated_at: Date };

const eth = (value: bigint | null, decimals: number) => (value === null ? null : fromMinor(value, decimals));

const toSweep = (r: ListedRow, decimals: number): Sweep => ({
  id: String(r.id),
  network: r.network,
  asset: r.asset,
  address: r.address,
  amount: fromMinor(r.amount, decimals),
  status: r.status,
  gas_funded: eth(r.funding_wei, WEI_DECIMALS),
  funding_tx_hash: r.funding_hash,
  sweep_tx_hash: r.sweep_hash,
  funding_fee: eth(r.funding_fee, GWEI_DECIMALS),
  sweep_fee: eth(r.sweep_fee, GWEI_DECIMALS),
  failure: r.failure,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
  confirmed_at: r.confirmed_at?.toISOString() ?? null,
});

/**
 * The sweeps the back office lists: newest first (by id, the order they began in), filtered by
 * status, network, asset and part of the address, in cursor pages.
 */
export function sweepList(db: Queryable, decimals: () => Promise<(asset: string) => number>) {
  async function list(query: z.output<typeof sweepListQuery>) {
    const [before] = decodeCursor(query.cursor, ['serial']) ?? [];
    const c = listConditions();
    if (query.status) c.add('status = ?0', query.status);
    if (query.network) c.add('network = ?0', query.network);
    if (query.asset) c.add('asset = ?0', query.asset);
    if (query.address) c.add('address ILIKE ?0', `%${escapeLike(query.address)}%`);
    if (before !== undefined) c.add('id < ?0::bigint', before);
    const limit = c.limit(query.limit);
    const rows = await db.query<ListedRow>(
      `SELECT ${SWEEP_COLUMNS}, updated_at FROM sweeps WHERE ${c.where()} ORDER BY id DESC LIMIT ${limit}`,
      c.params,
    );
    const decimalsOf = await decimals();
    return pageOf(
      rows,
      query.limit,
      (r) => toSweep(r, decimalsOf(r.asset)),
      (r) => [r.id],
    );
  }
  return { list };
}

export type SweepList = ReturnType<typeof sweepList>;
