import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleOf, SERVER_ROOT, serverSources } from '../testing/source-files';
import { literalTexts, tablesNamed } from '../testing/sql-tables';
import { tableOwners } from './tables';

/**
 * Reads of other modules' tables still waiting for the owner's face or view: one file each, with
 * exactly the foreign tables it names (a stale entry fails too). Payouts' reads of the ledger,
 * merchants, operators, payees and receipt orders moved to their faces and views (migration 011);
 * none is waiting now.
 */
const READS_PENDING_FACES: Record<string, readonly string[]> = {};

const known = new Set(Object.keys(tableOwners));
const ownerOf = (table: string) => tableOwners[table as keyof typeof tableOwners];

interface ModuleSql {
  file: string;
  module: string;
  sql: string[];
}

/** Every module's SQL: the literals of its non-test sources and its own migrations. */
function moduleSql(): ModuleSql[] {
  const out: ModuleSql[] = [];
  for (const source of serverSources()) {
    const module = moduleOf(source.file);
    if (!module || source.test || !source.file.startsWith(`src/modules/${module}/`)) continue;
    out.push({ file: source.file, module, sql: literalTexts(source.file, source.text) });
  }
  const modulesDir = path.join(SERVER_ROOT, 'src', 'modules');
  for (const module of fs.readdirSync(modulesDir)) {
    const dir = path.join(modulesDir, module, 'migrations');
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
      const file = `src/modules/${module}/migrations/${name}`;
      out.push({ file, module, sql: [fs.readFileSync(path.join(dir, name), 'utf8')] });
    }
  }
  return out;
}

/** File -> the tables of other owners its SQL names. */
function foreignTables(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const { file, module, sql } of moduleSql()) {
    const tables = new Set(sql.flatMap((text) => tablesNamed(text, known)));
    const foreign = [...tables].filter((t) => ownerOf(t) !== module).sort();
    if (foreign.length) found[file] = foreign;
  }
  return found;
}

describe('table ownership', () => {
  it('every table of the migrations has a declared owner', () => {
    const modules = path.join(SERVER_ROOT, 'src', 'modules');
    const migrations = [
      path.join(SERVER_ROOT, 'src', 'db', 'migrations'),
      ...fs
        .readdirSync(modules, { withFileTypes: true })
        .filter((e) => e.isDirectory() && fs.existsSync(path.join(modules, e.name, 'migrations')))
        .map((e) => path.join(modules, e.name, 'migrations')),
    ];
    const created = new Set<string>();
    for (const dir of migrations) {
      for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
        const sql = fs.readFileSync(path.join(dir, name), 'utf8');
        for (const m of sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/gi)) created.add(m[1]!);
      }
    }
    expect([...created].filter((t) => !known.has(t)).sort()).toEqual([]);
    expect([...known].filter((t) => !created.has(t)).sort()).toEqual([]);
  });

  it("a module's SQL names only its own tables (others' through their faces or views)", () => {
    const found = foreignTables();
    const unexpected = Object.entries(found).flatMap(([file, tables]) => {
      const foreign = tables.filter((t) => !READS_PENDING_FACES[file]?.includes(t));
      return foreign.length
        ? [`${file} names ${foreign.map((t) => `${t} (${ownerOf(t)}'s)`).join(', ')}`]
        : [];
    });
    expect(unexpected).toEqual([]);
  });

  it('the list of reads pending faces names only what a module still reads of others', () => {
    const found = foreignTables();
    const stale = Object.entries(READS_PENDING_FACES).flatMap(([file, tables]) =>
      tables.filter((t) => !found[file]?.includes(t)).map((t) => `${file} no longer names ${t}`),
    );
    expect(stale).toEqual([]);
  });
});
