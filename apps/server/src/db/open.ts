import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Db } from './client';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import { seedDataDir } from './template';

function isEmptyDir(dir: string) {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pg (a new folder starts from the built template). */
export async function openDatabase(config: Config): Promise<Db> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  const dataDir = path.resolve(config.DATA_DIR, 'pg');
  const template = isEmptyDir(dataDir) ? await seedDataDir(dataDir) : undefined;
  return openPglite({ dataDir, loadDataDir: template });
}
