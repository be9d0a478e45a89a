import type { Queryable } from '../../db/client';

/** What waits on one network: where the deposit watcher reads, deposits short of their confirmations, sends not yet confirmed. */
export interface NetworkBacklog {
  network: string;
  /** The watcher's scan position, as the chain rail wrote it (null before the first scan). */
  cursor: string | null;
  confirming: { count: number; oldestSeenAt: Date | null };
  sendsWaiting: { count: number; oldestCreatedAt: Date | null };
}

interface BacklogRow {
  network: string;
  cursor: string | null;
  confirming: number;
  oldest_seen_at: Date | null;
  waiting: number;
  oldest_created_at: Date | null;
  [key: string]: unknown;
}

/** Every network's backlog, by network code, in one statement. */
export async function networkBacklogs(db: Queryable): Promise<Map<string, NetworkBacklog>> {
  const rows = await db.query<BacklogRow>(
    `SELECT c.network, c.cursor, d.n AS confirming, d.oldest AS oldest_seen_at,
       s.n AS waiting, s.oldest AS oldest_created_at
     FROM chain_cursors c
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS n, min(seen_at) AS oldest FROM deposits
       WHERE network = c.network AND status = 'confirming'
     ) d
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS n, min(created_at) AS oldest FROM chain_sends
       WHERE network = c.network AND status IN ('queued', 'sent')
     ) s`,
  );
  return new Map(
    rows.map((r) => [
      r.network,
      {
        network: r.network,
        cursor: r.cursor,
        confirming: { count: r.confirming, oldestSeenAt: r.oldest_seen_at },
        sendsWaiting: { count: r.waiting, oldestCreatedAt: r.oldest_created_at },
      },
    ]),
  );
}
