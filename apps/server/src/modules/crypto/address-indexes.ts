import type { Queryable } from '../../db/client';

/**
 * Reserves `count` deposit-address indexes from the one sequence every deposit address is derived
 * by (receipt orders and collection accounts alike), in one statement. Gaps are harmless; an index
 * is never handed out twice.
 */
export async function reserveDepositAddressIndexes(q: Queryable, count: number): Promise<bigint[]> {
  if (count <= 0) return [];
  const rows = await q.query<{ i: bigint }>(
    "SELECT nextval('deposit_address_index') AS i FROM generate_series(1, $1)",
    [count],
  );
  return rows.map((r) => r.i);
}
