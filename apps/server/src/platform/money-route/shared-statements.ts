import type { Db, Row } from '../../db/client';

/** Collects bind values of a statement; returns the placeholder of the value it is given. */
export type Bind = (value: unknown) => string;

export function binder(params: unknown[]): Bind {
  return (value) => {
    params.push(value);
    return `$${params.length}`;
  };
}

/**
 * A row a part writes: `select` answers its values (one row, or none when the part's gate is shut)
 * for `columns` of `table`.
 */
export interface PartInsert {
  table: string;
  columns: string;
  select: string;
}

/**
 * One request's part of a statement: CTEs whose names all start with `prefix` (or none: ''), the
 * SELECT (over them) of the one row that answers it, and the rows it writes. Parts of one statement
 * must answer the same columns. The rows of one table and columns go in one INSERT for all the parts:
 * one plan node whose constraints, indexes and triggers are set up once per statement, not once per
 * part (a part alone is the same statement: one INSERT of its row).
 */
export type StatementPart = (
  bind: Bind,
  prefix: string,
) => { ctes: string; answer: string; inserts?: readonly PartInsert[] };

interface Waiting {
  part: StatementPart;
  lockKey: string;
  resolve(row: Row | undefined): void;
  reject(err: unknown): void;
}

const PART = 'shared_part';

/**
 * Group commit for single-statement writes: the parts submitted while the event loop is busy go to
 * the database together, as one autocommitted statement (one round trip, one commit) of up to `max`
 * parts. A statement is all or nothing, so when a shared one fails (a taken unique number, a lock
 * conflict, a deadlock) nothing of it was written and each of its parts runs again alone, where it
 * meets its own answer or error. A part alone is exactly the statement it would be without sharing.
 * Parts must not update one row twice by plain UPDATEs (PostgreSQL applies only the first update of
 * a row by one statement); a database function's own statements may. A part that locks rows gives
 * the key of the first: parts run in the order of their keys, so that statements lock rows in one
 * order and never wait on each other (a deadlock costs a second before PostgreSQL sees it).
 *
 * While a statement is under way, the next one waits for it to end unless `max` parts are ready:
 * the parts that come meanwhile go together, so that under load the database gets few statements
 * of many parts rather than many of few, each with its own commit, which cost it more in all and
 * make each request wait longer. A statement under way for `patience` ms (a row lock it waits on)
 * no longer holds the next one back.
 */
export function sharedStatements(db: Db, max = 16, lanes = 1, patience = 20) {
  const waiting: Waiting[] = [];
  let scheduled = false;
  /** Statements under way per lock key. */
  const running = new Map<string, number>();
  /** When each statement under way started (performance.now()). */
  const underWay = new Set<{ started: number }>();
  let wake: ReturnType<typeof setTimeout> | undefined;

  async function run(parts: StatementPart[]): Promise<(Row | undefined)[]> {
    const params: unknown[] = [];
    const bind = binder(params);
    const built = parts.map((part, i) => part(bind, parts.length === 1 ? '' : `p${i}_`));
    const answers =
      built.length === 1
        ? built[0]!.answer
        : built.map((b, i) => `SELECT ${i} AS ${PART}, a.* FROM (${b.answer}) a`).join('\nUNION ALL\n');
    const ctes = built.map((b) => b.ctes).filter((c) => c !== '');
    ctes.push(...sharedInserts(built.flatMap((b) => b.inserts ?? [])));
    const sql = ctes.length ? `WITH ${ctes.join(',\n')}\n${answers}` : answers;
    const rows = await db.query(sql, params, { prepared: true });
    if (parts.length === 1) return [rows[0]];
    const byPart = new Map(rows.map((r) => [Number(r[PART]), r]));
    return parts.map((_, i) => byPart.get(i));
  }

  async function settle(batch: Waiting[]) {
    try {
      const rows = await run(batch.map((w) => w.part));
      for (const [i, w] of batch.entries()) w.resolve(rows[i]);
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      await Promise.all(batch.map((w) => settle([w])));
    }
  }

  /**
   * The next statement's parts, in the order of their lock keys: the first `max` submitted whose key
   * has fewer than `lanes` statements under way; none unless they are `max` when `onlyFull`. The others wait for one to end, and go with
   * whatever else came meanwhile: a row everyone wants is handed from statement to statement with
   * many parts each, instead of from many statements to many.
   */
  function nextBatch(onlyFull: boolean): { batch: Waiting[]; keys: Set<string> } {
    const batch: Waiting[] = [];
    const keys = new Set<string>();
    const rest: Waiting[] = [];
    for (const w of waiting) {
      const busy = w.lockKey !== '' && !keys.has(w.lockKey) && (running.get(w.lockKey) ?? 0) >= lanes;
      if (batch.length < max && !busy) {
        batch.push(w);
        if (w.lockKey !== '') keys.add(w.lockKey);
      } else rest.push(w);
    }
    if (onlyFull && batch.length < max) return { batch: [], keys: new Set() };
    waiting.splice(0, waiting.length, ...rest);
    for (const key of keys) running.set(key, (running.get(key) ?? 0) + 1);
    batch.sort((a, b) => (a.lockKey < b.lockKey ? -1 : a.lockKey > b.lockKey ? 1 : 0));
    return { batch, keys };
  }

  function schedule() {
    if (!scheduled && waiting.length) {
      scheduled = true;
      setImmediate(flush);
    }
  }

  function flush() {
    scheduled = false;
    clearTimeout(wake);
    for (;;) {
      const now = performance.now();
      let latest = Number.NEGATIVE_INFINITY;
      for (const s of underWay) latest = Math.max(latest, s.started);
      const held = now - latest < patience;
      const { batch, keys } = nextBatch(held);
      if (!batch.length) {
        if (held && waiting.length) {
          wake = setTimeout(flush, latest + patience - now);
        }
        return;
      }
      const statement = { started: now };
      underWay.add(statement);
      void settle(batch).finally(() => {
        underWay.delete(statement);
        for (const key of keys) {
          const n = running.get(key)! - 1;
          if (n) running.set(key, n);
          else running.delete(key);
        }
        schedule();
      });
    }
  }

  return {
    /**
     * Runs the part, with the others submitted in the same turn of the event loop; answers its row.
     * `lockKey`: the key of the first row the part locks, if it locks any (see above).
     */
    submit(part: StatementPart, lockKey = ''): Promise<Row | undefined> {
      return new Promise((resolve, reject) => {
        waiting.push({ part, lockKey, resolve, reject });
        schedule();
      });
    },
  };
}

export type SharedStatements = ReturnType<typeof sharedStatements>;

/** The parts' rows as one INSERT CTE per table and columns, in the order they first come. */
function sharedInserts(inserts: readonly PartInsert[]): string[] {
  const byTarget = new Map<string, string[]>();
  for (const { table, columns, select } of inserts) {
    const target = `${table} (${columns})`;
    byTarget.set(target, [...(byTarget.get(target) ?? []), select]);
  }
  return [...byTarget].map(
    ([target, selects], i) => `shared_insert_${i} AS (INSERT INTO ${target} ${selects.join('\nUNION ALL ')})`,
  );
}

const registry = new WeakMap<Db, Map<string, SharedStatements>>();

/**
 * The shared statements of one kind of part on a database (one set per database and `kind`): the
 * parts of one statement answer the same columns, so each kind of part has its own.
 */
export function sharedStatementsOf(db: Db, kind: string): SharedStatements {
  let kinds = registry.get(db);
  if (!kinds) {
    kinds = new Map();
    registry.set(db, kinds);
  }
  let shared = kinds.get(kind);
  if (!shared) {
    shared = sharedStatements(db);
    kinds.set(kind, shared);
  }
  return shared;
}
