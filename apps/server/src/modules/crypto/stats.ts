import { fromMinor, type ReceiptStatus } from '@mc/contract';
import type { Queryable } from '../../db/client';

/** Receipt-order counts per status and the amount received per day over the last 30 days. */
export async function receiptStats(
  db: Queryable,
  merchantId: string,
  now: Date,
  decimals: Map<string, number>,
) {
  const since = new Date(now.getTime() - 29 * 86_400_000);
  since.setUTCHours(0, 0, 0, 0);
  const [counts, daily] = await Promise.all([
    db.query<{ status: ReceiptStatus; n: bigint }>(
      'SELECT status, count(*) AS n FROM receipt_orders WHERE merchant_id = $1 GROUP BY status ORDER BY status',
      [merchantId],
    ),
    db.query<{ day: string; asset: string; amount: bigint }>(
      `SELECT to_char(date_trunc('day', paid_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, asset,
              sum(received_amount)::bigint AS amount
       FROM receipt_orders WHERE merchant_id = $1 AND paid_at >= $2 GROUP BY 1, 2 ORDER BY 1, 2`,
      [merchantId, since],
    ),
  ]);
  return {
    status_counts: counts.map((c) => ({ status: c.status, count: Number(c.n) })),
    daily_volume: daily.map((d) => ({
      day: d.day,
      asset: d.asset,
      amount: fromMinor(d.amount, decimals.get(d.asset) ?? 6),
    })),
  };
}
