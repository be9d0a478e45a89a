import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDataFolder, seedIfEmpty } from './seed';

const folders: string[] = [];
afterEach(() => {
  for (const f of folders.splice(0)) fs.rmSync(f, { recursive: true, force: true });
});

/** A template folder: files at the top and in nested folders, one of them empty. */
function template(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-seed-template-'));
  folders.push(dir);
  fs.writeFileSync(path.join(dir, 'PG_VERSION'), '18\n');
  fs.mkdirSync(path.join(dir, 'base', '5'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'base', '5', '1259'), Buffer.alloc(8192, 7));
  fs.writeFileSync(path.join(dir, 'base', '5', '2619'), '');
  fs.mkdirSync(path.join(dir, 'pg_tblspc'));
  return dir;
}

function parent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-seed-data-'));
  folders.push(dir);
  return dir;
}

const listing = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((e) => `${path.relative(dir, path.join(e.parentPath, e.name))}${e.isDirectory() ? '/' : ''}`)
    .sort();

describe('a new data folder seeded from the template', () => {
  it('holds every file and folder of the template with their bytes', () => {
    const from = template();
    const dataDir = path.join(parent(), 'pg');
    seedDataFolder(from, dataDir);
    expect(listing(dataDir)).toEqual(listing(from));
    expect(fs.readFileSync(path.join(dataDir, 'base', '5', '1259'))).toEqual(Buffer.alloc(8192, 7));
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(['pg']);
  });

  it('copies a file with holes as one with holes, its written bytes where they were', () => {
    const from = template();
    const segment = path.join(from, 'pg_wal', '000000010000000000000002');
    fs.mkdirSync(path.dirname(segment));
    const fd = fs.openSync(segment, 'w');
    fs.writeSync(fd, Buffer.from('checkpoint'), 0, 10, 0);
    fs.writeSync(fd, Buffer.from('end'), 0, 3, 9 * 1024 * 1024 + 5);
    fs.ftruncateSync(fd, 16 * 1024 * 1024);
    fs.closeSync(fd);
    const dataDir = path.join(parent(), 'pg');
    seedDataFolder(from, dataDir);
    const copied = path.join(dataDir, 'pg_wal', '000000010000000000000002');
    expect(fs.readFileSync(copied).equals(fs.readFileSync(segment))).toBe(true);
    expect(fs.statSync(copied).blocks * 512).toBeLessThan(1024 * 1024);
  });

  it('takes the place of an empty folder of its name', () => {
    const from = template();
    const dataDir = path.join(parent(), 'pg');
    fs.mkdirSync(dataDir);
    seedDataFolder(from, dataDir);
    expect(listing(dataDir)).toEqual(listing(from));
  });

  it('removes what a seeding stopped halfway left, and leaves a running one alone', () => {
    const from = template();
    const dataDir = path.join(parent(), 'pg');
    const gone = `${dataDir}.seeding-99999999`;
    const running = `${dataDir}.seeding-${process.ppid}`;
    for (const left of [gone, running]) {
      fs.mkdirSync(left);
      fs.writeFileSync(path.join(left, 'PG_VERSION'), '18\n');
    }
    seedDataFolder(from, dataDir);
    expect(fs.readdirSync(path.dirname(dataDir)).sort()).toEqual(['pg', path.basename(running)]);
  });

  it('keeps a folder another start filled first, and leaves no copy of its own', () => {
    const from = template();
    const dataDir = path.join(parent(), 'pg');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), 'theirs');
    seedDataFolder(from, dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('theirs');
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(['pg']);
  });

  it('fails without leaving a partial folder when the template cannot be read', () => {
    const dataDir = path.join(parent(), 'pg');
    expect(() => seedDataFolder(path.join(parent(), 'missing'), dataDir)).toThrow();
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual([]);
  });

  it('is made only for a folder that is empty or absent, and only from a template that is whole', () => {
    const from = template();
    const dataDir = path.join(parent(), 'pg');
    expect(seedIfEmpty(from, dataDir)).toBe(true);
    expect(listing(dataDir)).toEqual(listing(from));

    // a folder in use keeps what it holds
    fs.writeFileSync(path.join(dataDir, 'base', '5', '1259'), 'written since');
    expect(seedIfEmpty(from, dataDir)).toBe(false);
    expect(fs.readFileSync(path.join(dataDir, 'base', '5', '1259'), 'utf8')).toBe('written since');

    // an empty folder is filled; a template without PG_VERSION (not built) fills nothing
    const empty = fs.mkdtempSync(path.join(parent(), 'empty-'));
    expect(seedIfEmpty(from, empty)).toBe(true);
    expect(fs.existsSync(path.join(empty, 'PG_VERSION'))).toBe(true);
    const unbuilt = path.join(parent(), 'unbuilt');
    fs.mkdirSync(unbuilt);
    const other = path.join(parent(), 'pg');
    expect(seedIfEmpty(unbuilt, other)).toBe(false);
    expect(fs.existsSync(other)).toBe(false);
  });
});
