import type { Deps } from '../../platform/deps';
import type { PeriodicJob } from '../../platform/jobs';

/** Events are kept this long (with their deliveries and attempts), the events API's promise. */
export const EVENT_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;
/** Rows removed per statement, so that no statement holds many locks for long. */
const BATCH = 1000;

/**
 * Removes the events older than the retention, oldest first, with their deliveries and attempts;
 * an event still being delivered (pending or retrying) stays until its delivery ends. Answers how
 * many events it removed.
 */
export function eventRetention(deps: Deps) {
  async function run(): Promise<number> {
    const before = new Date(deps.clock.now().getTime() - EVENT_RETENTION_DAYS * DAY_MS);
    let removed = 0;
    for (;;) {
      const rows = await deps.db.query<{ n: number }>(
        `WITH old AS (
           SELECT ev.id FROM webhook_events ev
           WHERE ev.created_at < $1
             AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d
                             WHERE d.event_id = ev.id AND d.status IN ('pending', 'retrying'))
           ORDER BY ev.created_at LIMIT ${BATCH}),
         attempts AS (DELETE FROM webhook_attempts a USING webhook_deliveries d, old
                      WHERE a.delivery_id = d.id AND d.event_id = old.id),
         deliveries AS (DELETE FROM webhook_deliveries d USING old WHERE d.event_id = old.id),
         events AS (DELETE FROM webhook_events e USING old WHERE e.id = old.id RETURNING 1)
         SELECT count(*)::int AS n FROM events`,
        [before],
      );
      const n = rows[0]?.n ?? 0;
      removed += n;
      if (n < BATCH) return removed;
    }
  }
  const job: PeriodicJob = { name: 'webhook-event-retention', intervalMs: 3_600_000, run };
  return { run, job };
}
