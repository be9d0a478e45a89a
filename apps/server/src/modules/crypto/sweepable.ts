import type { Queryable } from '../../db/client';

/** A deposit address of a receipt order holding confirmed deposits of one asset. */
export interface SweepableAddress {
  asset: string;
  address: string;
  addressIndex: bigint;
  /** The newest of its confirmed (or held) deposits: a sweep made after it covers it. */
  lastDepositId: bigint;
  [key: string]: unknown;
}

/**
 * The deposit addresses of a network whose deposits are confirmed or held (their tokens are the
 * platform's to move), each asset apart, with their newest deposit and only those newer than
 * `afterDepositId` (what a sweep already covered is not asked again).
 */
export function sweepableAddresses(
  q: Queryable,
  network: string,
  afterDepositId: bigint = 0n,
): Promise<SweepableAddress[]> {
  return q.query<SweepableAddress>(
    `SELECT d.asset, o.deposit_address AS address, o.address_index AS "addressIndex",
       max(d.id)::bigint AS "lastDepositId"
     FROM deposits d JOIN receipt_orders o ON o.id = d.order_id
     WHERE d.network = $1 AND d.status IN ('confirmed', 'held')
     GROUP BY d.asset, o.deposit_address, o.address_index
     HAVING max(d.id) > $2
     ORDER BY min(d.id)`,
    [network, afterDepositId],
  );
}
