import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/** Where a data folder is filled before it takes its name: beside it, named after the process. */
const SEEDING = '.seeding-';
const seedingFolder = (dataDir: string, pid = process.pid) => `${dataDir}${SEEDING}${pid}`;

/**
 * Fills a new data folder with a copy of the template folder `from`. The copy is written beside it
 * and renamed into place once whole, so a data folder is either absent (or empty) or complete: a start
 * stopped halfway leaves only a folder the next start removes, never a half-copied database.
 */
export async function seedDataFolder(from: string, dataDir: string): Promise<void> {
  removeAbandonedSeeds(dataDir);
  const tmp = seedingFolder(dataDir);
  try {
    await copyFolder(from, tmp);
    await moveIntoPlace(tmp, dataDir);
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}

/** Renames the filled folder onto the data folder's name (an empty folder there gives way to it). */
async function moveIntoPlace(tmp: string, dataDir: string) {
  try {
    await fsp.rename(tmp, dataDir);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST' && code !== 'EPERM') throw err;
    // another process filled it first: its copy stands, this one goes
    if (fs.readdirSync(dataDir).length > 0) return fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmdirSync(dataDir);
    await fsp.rename(tmp, dataDir);
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

/**
 * Copies a folder's files many at a time: a data folder is some 800 small files, and one copy after
 * another waits on each in turn (half a second here, against a tenth of that).
 */
export async function copyFolder(from: string, to: string, parallel = 16): Promise<void> {
  const files: string[] = [];
  const walk = async (rel: string) => {
    await fsp.mkdir(path.join(to, rel), { recursive: true });
    for (const entry of await fsp.readdir(path.join(from, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) await walk(child);
      else files.push(child);
    }
  };
  await walk('');
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await copyFile(path.join(from, file), path.join(to, file));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** Below this a file is copied whole (a data folder's files are mostly a few pages). */
const SPARSE_MIN = 1 << 20;
const CHUNK = 1 << 16;
const ZEROS = Buffer.alloc(CHUNK);

/**
 * Copies one file; a file with holes keeps them. The template's log segment is 16 MB of which 24 KB
 * are written (`wal_init_zero` off): a plain copy would write 16 MB of zeros into every new data folder.
 */
async function copyFile(from: string, to: string) {
  const stat = await fsp.stat(from);
  if (stat.size < SPARSE_MIN || stat.blocks * 512 >= stat.size) return fsp.copyFile(from, to);
  const [src, dst] = await Promise.all([fsp.open(from, 'r'), fsp.open(to, 'w', stat.mode & 0o777)]);
  try {
    const buf = Buffer.alloc(CHUNK);
    for (let at = 0; at < stat.size; at += CHUNK) {
      const { bytesRead } = await src.read(buf, 0, CHUNK, at);
      const part = buf.subarray(0, bytesRead);
      if (!part.equals(ZEROS.subarray(0, bytesRead))) await dst.write(part, 0, bytesRead, at);
    }
    await dst.truncate(stat.size);
  } finally {
    await Promise.all([src.close(), dst.close()]);
  }
}
