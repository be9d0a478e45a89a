import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type ClaimedDelivery, type EndpointAfter, queueRepo, type Recorded } from './queue-repo';

/** An attempt that ended: its delivery, what comes next, when it ended, and since when a failing endpoint is disabled. */
export interface FinishedAttempt {
  d: ClaimedDelivery;
  r: Recorded;
  at: Date;
  disableIfFailingSince: Date;
}

interface Waiting {
  attempt: FinishedAttempt;
  done: () => void;
  fail: (err: unknown) => void;
}

/**
 * Records attempts as they end, a group at a time: the attempts that end while one write is under way
 * go together in the next, in one transaction of a few statements (each keeps its own end time). An
 * endpoint failing since its threshold is disabled in the same transaction, and `disabled` is told.
 */
export function attemptRecorder(
  db: Db,
  disabled: (e: EndpointAfter) => Promise<void>,
  log: Pick<FastifyBaseLogger, 'error'>,
) {
  let queue: Waiting[] = [];
  let writing = false;

  async function write(batch: FinishedAttempt[]): Promise<EndpointAfter[]> {
    const now = new Date(Math.max(...batch.map((a) => a.at.getTime())));
    const threshold = new Map<string, number>();
    for (const a of batch) {
      const id = a.d.endpoint_id;
      threshold.set(id, Math.max(threshold.get(id) ?? 0, a.disableIfFailingSince.getTime()));
    }
    return db.transaction(async (tx) => {
      const endpoints = await queueRepo.recordMany(tx, batch, now);
      const off: EndpointAfter[] = [];
      for (const e of endpoints) {
        const before = new Date(threshold.get(e.id) ?? 0);
        if (!e.enabled || !e.failing_since || e.failing_since > before) continue;
        if (await queueRepo.disableFailing(tx, e.id, before, now)) off.push(e);
      }
      return off;
    });
  }

  async function flush(): Promise<void> {
    writing = true;
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        const off = await write(batch.map((w) => w.attempt));
        for (const w of batch) w.done();
        for (const e of off) {
          await disabled(e).catch((err: unknown) =>
            log.error({ err, endpoint: e.id }, 'disabled endpoint not mailed'),
          );
        }
      } catch (err) {
        for (const w of batch) w.fail(err);
      }
    }
    writing = false;
  }

  return {
    /** Resolves once the attempt is committed. */
    record(attempt: FinishedAttempt): Promise<void> {
      return new Promise<void>((done, fail) => {
        queue.push({ attempt, done, fail });
        if (!writing) void flush();
      });
    },
  };
}
