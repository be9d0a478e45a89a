import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import { buildPgliteTemplate } from '../db/template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export const testDatabaseUrl = () =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Migrates one template database for the whole run; every test file clones it
 * (PGlite: a data-folder tarball; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === 'postgres') {
    // TEST_DATABASE_PREFIX: the names a run's databases start with (runs sharing a server keep apart)
    const name = `${process.env.TEST_DATABASE_PREFIX ?? 'mc_test_template'}_${process.pid}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(testDatabaseUrl());
    url.pathname = `/${name}`;
    const db = openPostgres(url.toString(), 2);
    await migrate(db);
    await db.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $1 || '\\_%'`,
        [name],
      );
      for (const row of leftovers.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const file = path.join(os.tmpdir(), `mc-pglite-template-${process.pid}.tar`);
  await buildPgliteTemplate(file);
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(file, { force: true });
}
