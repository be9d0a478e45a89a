import { fromMinor, type ReceiptStatus } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { localDateOf, zonedInstant } from '../../platform/zoned-time';

/**
 * Receipt-order counts per status and the amount received per day over the last 30 days, the days
 * those of the merchant's time zone (today included).
 */
export async function receiptStats(
  db: Queryable,
  merchantId: string,
  now: Date,
  decimals: Map<string, number>,
  timeZone: string,
) {
  const today = localDateOf(now, timeZone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const since = zonedInstant(y, m, d - 29, timeZone);
  const [counts, daily] = await Promise.all([
    db.query<{ status: ReceiptStatus; n: bigint }>(
      'SELECT status, count(*) AS n FROM receipt_orders WHERE merchant_id = $1 GROUP BY status ORDER BY status',
      [merchantId],
    ),
    db.query<{ day: string; asset: string; amount: bigint }>(
      `SELECT to_char(paid_at AT TIME ZONE $3, 'YYYY-MM-DD') AS day, asset,
              sum(received_amount)::bigint AS amount
       FROM receipt_orders WHERE merchant_id = $1 AND paid_at >= $2 GROUP BY 1, 2 ORDER BY 1, 2`,
      [merchantId, since, timeZone],
    ),
  ]);
  return {
    timezone: timeZone,
    today,
    status_counts: counts.map((c) => ({ status: c.status, count: Number(c.n) })),
    daily_volume: daily.map((d) => ({
      day: d.day,
      asset: d.asset,
      amount: fromMinor(d.amount, decimals.get(d.asset) ?? 6),
    })),
  };
}
