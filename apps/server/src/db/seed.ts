import fs from 'node:fs';
import path from 'node:path';
import { serverPath } from '../paths';

/**
 * The database template unpacked as a data folder (`template.ts` builds it): a new data folder is a
 * copy of it (a file copy takes a tenth of the time of unpacking the tarball in PGlite).
 */
export const TEMPLATE_DIR = serverPath('dist/pglite-template');

/** Where a data folder is filled before it takes its name: beside it, named after the process. */
const SEEDING = '.seeding-';
const seedingFolder = (dataDir: string, pid = process.pid) => `${dataDir}${SEEDING}${pid}`;

/**
 * Fills a new data folder with a copy of the template folder `from`. The copy is written beside it
 * and renamed into place once whole, so a data folder is either absent (or empty) or complete: a start
 * stopped halfway leaves only a folder the next start removes, never a half-copied database. The copy
 * is made in one go (some 800 small files): copied a few at a time by asynchronous calls, it waited
 * behind whatever else the thread ran (half a second while the engine started beside it) and took a
 * tenth of a second more of the processors for its calls' round trips.
 */
export function seedDataFolder(from: string, dataDir: string): void {
  removeAbandonedSeeds(dataDir);
  const tmp = seedingFolder(dataDir);
  try {
    copyFolder(from, tmp);
    moveIntoPlace(tmp, dataDir);
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}

/** Whether a folder is absent or holds nothing. */
export const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/**
 * Fills an empty (or absent) data folder from the template folder `from`, when that is there; says
 * whether it did. A folder that holds anything is left as it is.
 */
export function seedIfEmpty(from: string, dataDir: string): boolean {
  if (!isEmptyDir(dataDir) || !fs.existsSync(path.join(from, 'PG_VERSION'))) return false;
  seedDataFolder(from, dataDir);
  return true;
}

/** Renames the filled folder onto the data folder's name (an empty folder there gives way to it). */
function moveIntoPlace(tmp: string, dataDir: string) {
  try {
    fs.renameSync(tmp, dataDir);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST' && code !== 'EPERM') throw err;
    // another process filled it first: its copy stands, this one goes
    if (fs.readdirSync(dataDir).length > 0) return fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmdirSync(dataDir);
    fs.renameSync(tmp, dataDir);
  }
}

/** Removes the folders of seedings whose process has gone (stopped while copying). */
function removeAbandonedSeeds(dataDir: string) {
  const parent = path.dirname(dataDir);
  const prefix = `${path.basename(dataDir)}${SEEDING}`;
  if (!fs.existsSync(parent)) return;
  for (const name of fs.readdirSync(parent)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) continue;
    fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Copies a folder, its files and folders below it. */
function copyFolder(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) copyFolder(source, target);
    else copyFile(source, target);
  }
}

/** Below this a file is copied whole (a data folder's files are mostly a few pages). */
const SPARSE_MIN = 1 << 20;
const CHUNK = 1 << 16;
const ZEROS = Buffer.alloc(CHUNK);

/**
 * Copies one file; a file with holes keeps them. The template's log segment is 16 MB of which 24 KB
 * are written (`wal_init_zero` off): a plain copy would write 16 MB of zeros into every new data folder.
 */
function copyFile(from: string, to: string) {
  const stat = fs.statSync(from);
  if (stat.size < SPARSE_MIN || stat.blocks * 512 >= stat.size) return fs.copyFileSync(from, to);
  const src = fs.openSync(from, 'r');
  try {
    const dst = fs.openSync(to, 'w', stat.mode & 0o777);
    try {
      const buf = Buffer.alloc(CHUNK);
      for (let at = 0; at < stat.size; at += CHUNK) {
        const read = fs.readSync(src, buf, 0, CHUNK, at);
        const part = buf.subarray(0, read);
        if (!part.equals(ZEROS.subarray(0, read))) fs.writeSync(dst, part, 0, read, at);
      }
      fs.ftruncateSync(dst, stat.size);
    } finally {
      fs.closeSync(dst);
    }
  } finally {
    fs.closeSync(src);
  }
}
