import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { serverPath } from '../paths';
import type { EngineModule } from './engine-code';
import { migrate } from './migrate';
import { openPglite, startPglite } from './pglite';
import { isEmptyDir, seedIfEmpty, TEMPLATE_DIR } from './seed';

/**
 * A freshly initialised and migrated PGlite data folder, as a tarball. A new
 * data folder starts from it instead of running initdb (about 3 s saved), and
 * tests clone it for an isolated database in a fraction of a second.
 */
export const TEMPLATE_PATH = serverPath('dist/pglite-template.tar');

export async function buildPgliteTemplate(target = TEMPLATE_PATH): Promise<string> {
  const db = await openPglite();
  try {
    await migrate(db);
    for (const sql of WITHOUT_TEMPLATES) await db.query(sql);
    const blob = await db.dump();
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
    fs.renameSync(tmp, target);
    // the product's template is also kept unpacked, for `npm start` to copy; tests use the tarball
    if (target === TEMPLATE_PATH) await unpackTemplate(blob, TEMPLATE_DIR);
    return target;
  } finally {
    await db.close();
  }
}

/**
 * What a new database need not carry: the template databases (the product uses only `postgres` and
 * never creates a database); and a checkpoint last, so that an engine started from the tarball has
 * no log to replay. A test's database starts from it in about half the time.
 */
const WITHOUT_TEMPLATES = [
  `UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`,
  'DROP DATABASE template0',
  'DROP DATABASE template1',
  'CHECKPOINT',
];

/**
 * What a data folder on disk need not carry either: the write-ahead log written while migrating.
 * After a switch and a checkpoint the log is one new segment holding a checkpoint record (with
 * `wal_init_zero` off, a file with holes). 43 MB in 1,371 files become 13 MB in 771.
 */
const SLIM_LOG = [
  'SET wal_init_zero = off',
  'SET wal_recycle = off',
  'CHECKPOINT',
  'SELECT pg_switch_wal()',
  'CHECKPOINT',
];

/** Writes the template as a closed, slimmed data folder at `dir`, replacing what was there. */
async function unpackTemplate(blob: Blob, dir: string) {
  const tmp = `${dir}.${process.pid}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const db = await openPglite({ dataDir: tmp, loadDataDir: blob });
  try {
    for (const sql of SLIM_LOG) await db.query(sql);
  } finally {
    await db.close();
  }
  removeSpaceMaps(tmp);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(tmp, dir);
}

/** A relation's free space map or visibility map file (`<relfilenode>_fsm`, `<relfilenode>_vm`). */
const SPACE_MAP = /^\d+_(fsm|vm)$/;

/**
 * Removes the relations' free space and visibility maps from a closed data folder. PostgreSQL makes
 * either again when a relation first needs it (a missing map reads as "no free space known, no page
 * all-visible"), and a new data folder is a copy of this one: on a disk where creating a file takes
 * most of a millisecond, 77 files fewer to create at every first start.
 */
export function removeSpaceMaps(dataDir: string) {
  const folders = [
    path.join(dataDir, 'global'),
    ...fs.readdirSync(path.join(dataDir, 'base')).map((db) => path.join(dataDir, 'base', db)),
  ];
  for (const folder of folders) {
    for (const name of fs.readdirSync(folder)) {
      if (SPACE_MAP.test(name)) fs.rmSync(path.join(folder, name));
    }
  }
}

export function readTemplate(file = TEMPLATE_PATH): Blob | undefined {
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

/**
 * Starts the engine on a data folder. An empty one is first filled from the template: a copy of the
 * unpacked folder (unless the bundled server's launcher has made it already, `embedded-thread.ts`),
 * else the tarball for PGlite to unpack.
 */
export async function startDataDir(
  dataDir: string,
  template = TEMPLATE_DIR,
  phases: Record<string, number> = {},
  engine?: Promise<EngineModule>,
): Promise<PGlite> {
  const at = performance.now();
  if (seedIfEmpty(template, dataDir)) phases.db_seed_ms = Math.round(performance.now() - at);
  const loadDataDir = isEmptyDir(dataDir) ? readTemplate() : undefined;
  return startPglite({ dataDir, loadDataDir, wasmModule: await engine });
}
