import type { Queryable } from '../../db/client';
import type { Bucket } from './accounts';

/**
 * A merchant's balance of one bucket per asset at an instant: the sum of its postings in entries
 * booked before `at` (excluded). Assets without a posting then are absent (their balance was 0).
 */
export async function merchantBalancesAt(
  db: Queryable,
  merchantId: string,
  at: Date,
  bucket: Bucket = 'available',
): Promise<Map<string, bigint>> {
  const rows = await db.query<{ asset: string; balance: bigint }>(
    `SELECT a.asset, sum(p.amount)::bigint AS balance
     FROM ledger_accounts a
     JOIN postings p ON p.account_id = a.id
     JOIN journal_entries e ON e.id = p.entry_id
     WHERE a.merchant_id = $1 AND a.bucket = $2 AND e.created_at < $3
     GROUP BY a.asset`,
    [merchantId, bucket, at],
  );
  return new Map(rows.map((r) => [r.asset, BigInt(r.balance)]));
}
