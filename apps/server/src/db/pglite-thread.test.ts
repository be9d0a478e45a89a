import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPath } from '../paths';
import { usingPostgres } from '../testing/test-db';
import { type Db, isDbError, UNIQUE_VIOLATION } from './client';
import { openPgliteThread, startPgliteThread } from './pglite-thread';
import { TEMPLATE_DIR } from './seed';

type Thread = ReturnType<typeof startPgliteThread>;

/** A thread started on `<new scratch folder>/pg`, given to `use`; stopped and the folder removed after. */
async function onScratchFolder(
  prefix: string,
  start: (folder: string) => Thread,
  use: (thread: Thread, folder: string, parent: string) => Promise<void>,
) {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const folder = path.join(parent, 'pg');
  const thread = start(folder);
  try {
    await use(thread, folder, parent);
  } finally {
    await thread.stop();
    fs.rmSync(parent, { recursive: true, force: true });
  }
}

/** Opens the thread's folder with the steps' times, which name the engine's start. */
async function openTimed(thread: Thread, folder: string) {
  const phases: Record<string, number> = {};
  const db = await thread.open(folder, phases);
  expect(phases.db_engine_ms).toBeGreaterThan(0);
  return { db, phases };
}

// The bundled server's embedded database runs in a worker thread; the worker is built here as the
// bundle builds it, beside the server's node_modules so that it finds PGlite.
describe.skipIf(usingPostgres())('the embedded database in a thread of its own', () => {
  const workerFile = serverPath(`node_modules/.cache/db-worker-${process.pid}.mjs`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-thread-'));
  let db: Db;

  beforeAll(async () => {
    await build({
      entryPoints: [serverPath('src/db/pglite-worker.ts')],
      outfile: workerFile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: ['@electric-sql/pglite'],
      logLevel: 'warning',
    });
    db = await openPgliteThread(dataDir, workerFile);
    await db.exec('CREATE TABLE t (id int PRIMARY KEY, n bigint, at timestamptz, b bytea, j jsonb)');
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    fs.rmSync(workerFile, { force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends parameters and answers rows with their types', async () => {
    const before = db.work.statements;
    const at = new Date('2026-01-02T03:04:05.678Z');
    await db.query('INSERT INTO t VALUES ($1, $2, $3, $4, $5)', [
      1,
      2n ** 62n,
      at,
      new Uint8Array([7, 8]),
      { a: [1] },
    ]);
    const [row] = await db.query('SELECT * FROM t WHERE id = $1', [1]);
    expect(row).toEqual({ id: 1, n: 2n ** 62n, at, b: new Uint8Array([7, 8]), j: { a: [1] } });
    expect(db.work.statements - before).toBe(2);
  });

  it('answers a database error with its SQLSTATE, and goes on', async () => {
    const err = await db.query('INSERT INTO t (id) VALUES (1)').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(isDbError(err, UNIQUE_VIOLATION)).toBe(true);
    expect((err as { constraint?: string }).constraint).toBe('t_pkey');
    expect(await db.query('SELECT count(*)::int AS c FROM t')).toEqual([{ c: 1 }]);
  });

  it('rolls a failed transaction back and commits a good one', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES (2)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const id = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (3)');
      return (await tx.query<{ id: number }>('SELECT max(id) AS id FROM t'))[0]?.id;
    });
    expect(id).toBe(3);
    expect((await db.query('SELECT id FROM t ORDER BY id')).map((r) => r.id)).toEqual([1, 3]);
  });

  it('holds other callers back while a transaction runs', async () => {
    const seen: string[] = [];
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const tx = db.transaction(async (t) => {
      await t.query('UPDATE t SET n = 5 WHERE id = 3');
      seen.push('tx wrote');
      await held;
      await t.query('UPDATE t SET n = 6 WHERE id = 3');
      seen.push('tx done');
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = db.query<{ n: bigint }>('SELECT n FROM t WHERE id = 3').then((rows) => {
      seen.push(`outside read ${rows[0]?.n}`);
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await Promise.all([tx, outside]);
    expect(seen).toEqual(['tx wrote', 'tx done', 'outside read 6']);
  });

  it('starts ahead of its data folder: opened later, or stopped unopened', async () => {
    const unopened = startPgliteThread(workerFile);
    await unopened.stop();
    const ahead = startPgliteThread(workerFile);
    await new Promise((r) => setTimeout(r, 200));
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-thread-ahead-'));
    // a working engine on the new folder (seeded from the template when the build made one: the
    // seeding itself is start-data-dir.test.ts's)
    const other = await ahead.open(path.join(otherDir, 'pg'));
    await other.exec('CREATE TABLE later (id int PRIMARY KEY)');
    await other.query('INSERT INTO later VALUES ($1)', [7]);
    expect(await other.query('SELECT id FROM later')).toEqual([{ id: 7 }]);
    await other.close();
    fs.rmSync(otherDir, { recursive: true, force: true });
  }, 60_000);

  it('started on its data folder, fills and opens it before it is asked, and opens no other', async () => {
    await onScratchFolder(
      'mc-thread-early-',
      (folder) => startPgliteThread(workerFile, { dataDir: folder }),
      async (early, folder, parent) => {
        // nobody has asked yet: the thread copies the template in (the build made one) and starts on it
        if (fs.existsSync(path.join(TEMPLATE_DIR, 'PG_VERSION'))) {
          for (let i = 0; i < 600 && !fs.existsSync(path.join(folder, 'PG_VERSION')); i++) {
            await new Promise((r) => setTimeout(r, 50));
          }
          expect(fs.existsSync(path.join(folder, 'PG_VERSION'))).toBe(true);
        }
        await expect(early.open(path.join(parent, 'elsewhere'))).rejects.toThrow(
          `the database thread was started on ${folder}, not ${path.join(parent, 'elsewhere')}`,
        );
        const { db } = await openTimed(early, folder);
        await db.exec('CREATE TABLE early (id int PRIMARY KEY)');
        expect(await db.query('SELECT count(*)::int AS c FROM early')).toEqual([{ c: 0 }]);
        await db.close();
      },
    );
  }, 60_000);

  it('started with a step to run first, runs it here before the thread opens the folder, and reports its time', async () => {
    const order: string[] = [];
    await onScratchFolder(
      'mc-thread-prepared-',
      (folder) =>
        startPgliteThread(workerFile, {
          dataDir: folder,
          prepare: () => {
            order.push(fs.existsSync(folder) ? 'folder there' : 'no folder yet');
            return { prepared_ms: 12 };
          },
        }),
      async (thread, folder) => {
        const { db, phases } = await openTimed(thread, folder);
        expect(order).toEqual(['no folder yet']);
        expect(phases.prepared_ms).toBe(12);
        expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
        await db.close();
      },
    );
  }, 60_000);

  it('keeps what it committed in its data folder', async () => {
    await db.close();
    db = await openPgliteThread(dataDir, workerFile);
    expect((await db.query('SELECT id FROM t ORDER BY id')).map((r) => r.id)).toEqual([1, 3]);
  }, 60_000);
});
