import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { usingPostgres } from '../testing/test-db';
import { migrate } from './migrate';
import { openPglite, PGLITE_SHARED_BUFFERS } from './pglite';
import { pgliteDb } from './pglite-db';
import { readTemplate, removeSpaceMaps, startDataDir } from './template';

// A new data folder is copied from the unpacked template while the engine starts; the engine waits
// for the copy before PostgreSQL opens it. What it holds then is a database of its own, kept on disk.
describe.skipIf(usingPostgres())('an embedded database started on an empty data folder', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-start-'));
  const template = path.join(root, 'template');
  const dataDir = path.join(root, 'data', 'pg');

  beforeAll(async () => {
    // the run's migrated template, unpacked as a closed data folder (as the build leaves it)
    const db = await openPglite({ dataDir: template, loadDataDir: readTemplate(inject('pgliteTemplate')) });
    await db.close();
    removeSpaceMaps(template);
  }, 60_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('opens migrated, with the small buffer pool, writes, and opens again with what it wrote', async () => {
    const first = pgliteDb(await startDataDir(dataDir, template));
    expect(await migrate(first)).toEqual([]);
    const [setting] = await first.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(setting?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    await first.exec('CREATE TABLE kept (n int)');
    await first.query('INSERT INTO kept VALUES (1), (2)');
    await first.close();
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(['pg']);

    const again = pgliteDb(await startDataDir(dataDir, template));
    expect(await again.query('SELECT n FROM kept ORDER BY n')).toEqual([{ n: 1 }, { n: 2 }]);
    await again.close();
    // the template is left as it was
    const fromTemplate = pgliteDb(await startDataDir(path.join(root, 'other', 'pg'), template));
    expect(await fromTemplate.query(`SELECT to_regclass('kept') AS t`)).toEqual([{ t: null }]);
    await fromTemplate.close();
  }, 60_000);

  it('comes without space maps, and PostgreSQL makes one again when a table needs it', async () => {
    const maps = (dir: string) =>
      fs.readdirSync(path.join(dir, 'base', '5')).filter((name) => /_(fsm|vm)$/.test(name));
    expect(maps(template)).toEqual([]);
    const folder = path.join(root, 'maps', 'pg');
    const db = pgliteDb(await startDataDir(folder, template));
    await db.exec('CREATE TABLE spaced (id int PRIMARY KEY, v text)');
    await db.query(`INSERT INTO spaced SELECT n, repeat('x', 200) FROM generate_series(1, 20000) n`);
    await db.query('DELETE FROM spaced WHERE id % 2 = 0');
    await db.exec('VACUUM');
    await db.query(`INSERT INTO spaced SELECT n, 'y' FROM generate_series(20001, 21000) n`);
    expect(await db.query('SELECT count(*)::int AS n FROM spaced')).toEqual([{ n: 11000 }]);
    await db.close();
    expect(maps(folder).length).toBeGreaterThan(0);
  }, 60_000);
});
