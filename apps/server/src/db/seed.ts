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
      await fsp.copyFile(path.join(from, file), path.join(to, file));
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
