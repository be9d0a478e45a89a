import { Worker } from 'node:worker_threads';
import type { Db, Row } from './client';
import { type PgliteEngine, pgliteDb } from './pglite-db';

/** The first message to the engine's thread: the data folder to open (it loads its code meanwhile). */
export interface ThreadOpen {
  op: 'open';
  dataDir: string;
}

/** What the main thread asks of the engine's thread once it is open. */
type ThreadAsk =
  | { op: 'query'; sql: string; params: unknown[] }
  | { op: 'exec'; sql: string }
  | { op: 'close' };
export type ThreadRequest = ThreadAsk & { id: number };

/** A database error as it crosses threads: its message and fields (`code` is the SQLSTATE). */
export interface ThreadError {
  message: string;
  fields: Record<string, unknown>;
}

/** What the engine's thread answers: once `ready` (or `failed`), then one reply per request. */
export type ThreadReply =
  | { ready: true; phases: Record<string, number> }
  | { failed: ThreadError }
  | { id: number; rows: Row[] }
  | { id: number; error: ThreadError };

export const threadError = (e: ThreadError) => Object.assign(new Error(e.message), e.fields);

/** A data folder opened as soon as the thread is started. */
export interface EarlyOpen {
  dataDir: string;
  /**
   * Runs in this thread once the engine's thread is started, before the folder is sent to it (a new
   * folder is filled from the template here while that thread starts); the steps it times join the
   * engine's.
   */
  prepare?: () => Record<string, number>;
}

/** The engine's thread, started before the server's settings are read. */
export interface PgliteThread {
  /**
   * Opens the data folder (an empty one seeded from the template); the engine's steps go to `phases`.
   * A thread started on a folder opens only that one.
   */
  open(dataDir: string, phases?: Record<string, number>): Promise<Db>;
  /** Ends a thread that was never opened (the settings chose PostgreSQL). */
  stop(): Promise<void>;
}

export const openPgliteThread = (dataDir: string, workerFile: string, phases: Record<string, number> = {}) =>
  startPgliteThread(workerFile).open(dataDir, phases);

/**
 * The embedded database in a worker thread (`pglite-worker.ts`): the thread loads PGlite and compiles
 * its WebAssembly as soon as it is started, then the engine starts on the data folder it is given (a new
 * one copied from the template, PostgreSQL started) on the other core while the server's code loads and
 * its app is built here, and no query's work blocks this thread. Statements are sent to it one message
 * each; a transaction holds every other caller back until it ends, as the engine itself does in-process.
 * `early`: the data folder to open at once, before anyone asks, else the first `open` names it.
 */
export function startPgliteThread(workerFile: string, early?: EarlyOpen): PgliteThread {
  const worker = new Worker(workerFile);
  const waiting = new Map<number, { resolve: (rows: Row[]) => void; reject: (err: Error) => void }>();
  let next = 0;
  let gone: Error | null = null;
  const ask = (req: ThreadAsk) =>
    new Promise<Row[]>((resolve, reject) => {
      if (gone) return reject(gone);
      const id = ++next;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...req, id });
    });
  const fail = (err: Error) => {
    gone = err;
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread ended (exit code ${code})`)));

  // the engine is one connection: a transaction's statements run alone, everyone else waits for its end
  let idle: Promise<void> = Promise.resolve();
  const direct: Pick<PgliteEngine, 'query' | 'exec'> = {
    query: async <R extends Row>(sql: string, params: unknown[] = []) => ({
      rows: (await ask({ op: 'query', sql, params })) as R[],
    }),
    exec: (sql: string) => ask({ op: 'exec', sql }),
  };
  const engine: PgliteEngine = {
    query: async (sql, params) => {
      await idle;
      return direct.query(sql, params);
    },
    exec: async (sql) => {
      await idle;
      return direct.exec(sql);
    },
    transaction: async (fn) => {
      const before = idle;
      let end = () => {};
      idle = before.then(() => new Promise<void>((r) => (end = r)));
      await before;
      try {
        await direct.exec('BEGIN');
        const result = await fn(direct);
        await direct.exec('COMMIT');
        return result;
      } catch (err) {
        if (!gone) await direct.exec('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        end();
      }
    },
    close: async () => {
      await idle;
      await ask({ op: 'close' });
      await worker.terminate();
    },
  };
  /** The engine's start on one data folder, begun once: by the first `open`, or when the thread starts. */
  let opening: { dataDir: string; started: Promise<{ db: Db; phases: Record<string, number> }> } | null =
    null;
  const begin = (dataDir: string, before: Record<string, number> = {}) =>
    new Promise<{ db: Db; phases: Record<string, number> }>((resolve, reject) => {
      if (gone) return reject(gone);
      const onStart = (msg: ThreadReply) => {
        if ('id' in msg) return;
        worker.off('message', onStart);
        if ('failed' in msg) {
          void worker.terminate();
          return reject(threadError(msg.failed));
        }
        worker.on('message', (reply: ThreadReply) => {
          if (!('id' in reply)) return;
          const w = waiting.get(reply.id);
          if (!w) return;
          waiting.delete(reply.id);
          if ('error' in reply) w.reject(threadError(reply.error));
          else w.resolve(reply.rows);
        });
        // the engine's own steps in its thread (the thread's start and loading its code come before)
        resolve({ db: pgliteDb(engine), phases: { ...before, ...msg.phases } });
      };
      worker.on('message', onStart);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the database thread ended (exit code ${code})`)));
      worker.postMessage({ op: 'open', dataDir } satisfies ThreadOpen);
    });
  const open = async (dataDir: string, phases: Record<string, number> = {}) => {
    if (!opening) opening = { dataDir, started: begin(dataDir) };
    else if (opening.dataDir !== dataDir)
      throw new Error(`the database thread was started on ${opening.dataDir}, not ${dataDir}`);
    const { db, phases: steps } = await opening.started;
    Object.assign(phases, steps);
    return db;
  };
  if (early !== undefined) {
    let before: Record<string, number> = {};
    try {
      before = early.prepare?.() ?? {};
    } catch {
      // what it could not do is left to the engine's thread, which reports what fails
    }
    opening = { dataDir: early.dataDir, started: begin(early.dataDir, before) };
    // a start that fails is answered to `open`, not reported as unhandled before it is asked for
    opening.started.catch(() => {});
  }
  return {
    open,
    stop: async () => {
      await worker.terminate();
    },
  };
}
