import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../db/client';
import { openPglite, type PgliteOptions } from '../db/pglite';
import { openPostgres } from '../db/postgres';

const require = createRequire(import.meta.url);

type WasmModule = NonNullable<PgliteOptions['wasmModule']>;
// Node has WebAssembly at run time; the ES lib this project compiles against does not declare it.
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;

let pgliteAssets: Promise<{ wasmModule: WasmModule; fsBundle: Blob; template: Blob }> | undefined;

/**
 * A file's bytes held in memory, read by PGlite as a Blob: each `arrayBuffer()` is one copy of them.
 * (Node's own Blob hands its bytes over in chunks joined again, which cost a test's database more
 * than its start: the template and the engine's 6 MB of files are read for every new database.)
 */
class BytesBlob extends Blob {
  private readonly held: ArrayBuffer;
  constructor(file: string) {
    super([]);
    const b = fs.readFileSync(file);
    this.held = b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
  }
  override arrayBuffer() {
    return Promise.resolve(this.held.slice(0));
  }
}

function loadPgliteAssets(templateFile: string) {
  pgliteAssets ??= (async () => {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const wasmModule = await wasm.compile(fs.readFileSync(path.join(dist, 'pglite.wasm')));
    return {
      wasmModule,
      fsBundle: new BytesBlob(path.join(dist, 'pglite.data')),
      template: new BytesBlob(templateFile),
    };
  })();
  return pgliteAssets;
}

export const usingPostgres = () => inject('postgresTemplate') !== '';

/**
 * The worker's databases being dropped, one after another. Dropping one waits for a checkpoint (about
 * 1.5 s on these disks, the disk's time rather than the processor's), so a test does not wait for its
 * database's drop unless more than a few are still queued; the run's teardown drops what is left.
 */
let dropping: Promise<void> = Promise.resolve();
let queuedDrops = 0;
const MAX_QUEUED_DROPS = 3;

function dropSoon(admin: pg.Client, name: string): Promise<void> {
  queuedDrops++;
  dropping = dropping.then(async () => {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } catch {
      // left to the run's teardown
    } finally {
      queuedDrops--;
      await admin.end().catch(() => undefined);
    }
  });
  return queuedDrops > MAX_QUEUED_DROPS ? dropping : Promise.resolve();
}

/** A fresh, migrated, isolated database for one test file (or one test). */
export async function createTestDb(): Promise<Db> {
  const pgTemplate = inject('postgresTemplate');
  if (pgTemplate) {
    // named after the run's template, so that a run drops its own databases and no other run's
    const name = `${pgTemplate}_${randomBytes(6).toString('hex')}`;
    const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const db = openPostgres(url.toString(), 20);
    return {
      ...db,
      async close() {
        await db.close();
        await dropSoon(admin, name);
      },
    };
  }
  const assets = await loadPgliteAssets(inject('pgliteTemplate'));
  return openPglite({
    loadDataDir: assets.template,
    wasmModule: assets.wasmModule,
    fsBundle: assets.fsBundle,
  });
}
