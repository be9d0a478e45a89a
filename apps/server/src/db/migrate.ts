import fs from 'node:fs';
import path from 'node:path';
import { serverPath } from '../paths';
import type { Db } from './client';

const MIGRATIONS_DIR = serverPath('src/db/migrations');
/** A module's own SQL (the ledger's function, a module's views) lives in modules/<area>/migrations. */
const MODULES_DIR = serverPath('src/modules');
/** Arbitrary constant: serialises migrations when several instances start at once. */
const MIGRATION_LOCK = 7_270_001;

/** The folders holding migrations: db/migrations and each module's migrations folder. */
export function migrationDirs(): string[] {
  const modules = fs
    .readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => path.join(MODULES_DIR, e.name, 'migrations'))
    .filter((dir) => fs.existsSync(dir));
  return [MIGRATIONS_DIR, ...modules];
}

/**
 * Every migration, wherever it lives, in one global order by name (a name is applied once: the
 * names of migrations already applied never change).
 */
export function listMigrations(dirs = migrationDirs()): { name: string; sql: string }[] {
  const found = dirs.flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
      .map((name) => ({ name, file: path.join(dir, name) })),
  );
  const names = found.map((m) => m.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length) throw new Error(`migrations named twice: ${twice.join(', ')}`);
  return found
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ name, file }) => ({
      name,
      // read when asked: a start with nothing to apply reads none of the files
      get sql() {
        return fs.readFileSync(file, 'utf8');
      },
    }));
}

/** Applies every migration not yet applied, in order, in one transaction. Returns the names applied. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const m of listMigrations()) {
      if (done.has(m.name)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
      applied.push(m.name);
    }
    return applied;
  });
}
