import fs from 'node:fs';
import path from 'node:path';
import { serverPath } from '../paths';
import { migrate } from './migrate';
import { openPglite } from './pglite';

/**
 * A freshly initialised and migrated PGlite data folder, as a tarball. A new
 * data folder starts from it instead of running initdb (about 3 s saved), and
 * tests clone it for an isolated database in a fraction of a second.
 */
export const TEMPLATE_PATH = serverPath('dist/pglite-template.tar');
/**
 * The same template unpacked as a data folder: a new data folder is a copy of
 * it (a file copy takes a tenth of the time of unpacking the tarball in PGlite).
 */
export const TEMPLATE_DIR = serverPath('dist/pglite-template');

export async function buildPgliteTemplate(target = TEMPLATE_PATH): Promise<string> {
  const db = await openPglite();
  try {
    await migrate(db);
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

/** Writes the template as a closed data folder at `dir`, replacing what was there. */
async function unpackTemplate(blob: Blob, dir: string) {
  const tmp = `${dir}.${process.pid}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const db = await openPglite({ dataDir: tmp, loadDataDir: blob });
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(tmp, dir);
}

/**
 * Starts an empty data folder from the template: a copy of the unpacked
 * folder when there is one, else the tarball for PGlite to unpack.
 */
export function seedDataDir(dataDir: string, dir = TEMPLATE_DIR): Blob | undefined {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fs.cpSync(dir, dataDir, { recursive: true });
    return undefined;
  }
  return readTemplate();
}

export function readTemplate(file = TEMPLATE_PATH): Blob | undefined {
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}
