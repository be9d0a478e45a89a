import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestDb, usingPostgres } from '../../testing/test-db';
import { type StatementPart, sharedStatements } from './shared-statements';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
  await db.exec('CREATE TABLE shared_probe (id text PRIMARY KEY, n integer NOT NULL)');
});
afterAll(() => db.close());

/** Inserts one row and answers it: a part as a request's write would be. */
const insert =
  (id: string, n: number): StatementPart =>
  (bind, p) => ({
    ctes: `${p}ins AS (INSERT INTO shared_probe (id, n) VALUES (${bind(id)}, ${bind(n)}::integer) RETURNING id, n)`,
    answer: `SELECT id, n FROM ${p}ins`,
  });

/** The test database, counting the statements sent through it (and keeping their text). */
function countingStatements() {
  const counter = { statements: 0, texts: [] as string[], db: db };
  counter.db = {
    ...db,
    query: (sql, params, opts) => {
      counter.statements++;
      counter.texts.push(sql);
      return db.query(sql, params, opts);
    },
  };
  return counter;
}

/** Writes one row through its gate (open when `open`), answering whether the gate was open. */
const gatedInsert =
  (id: string, n: number, open: boolean): StatementPart =>
  (bind, p) => ({
    ctes: `${p}gate AS MATERIALIZED (SELECT 1 AS one WHERE ${bind(open)}::boolean)`,
    answer: `SELECT EXISTS (SELECT 1 FROM ${p}gate) AS open`,
    inserts: [
      {
        table: 'shared_probe',
        columns: 'id, n',
        select: `SELECT ${bind(id)}, ${bind(n)}::integer FROM ${p}gate`,
      },
    ],
  });

const rows = async () =>
  (await db.query<{ id: string; n: number }>('SELECT id, n FROM shared_probe ORDER BY id')).map(
    (r) => `${r.id}=${r.n}`,
  );

describe(`statements shared by requests (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('parts submitted in one turn go as one statement and each gets its own row', async () => {
    const shared = sharedStatements(db);
    const counting = countingStatements();
    const viaCount = sharedStatements(counting.db);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => viaCount.submit(insert(`a${n}`, n))));
    expect(answers.map((r) => r?.n)).toEqual([1, 2, 3, 4, 5]);
    expect(counting.statements).toBe(1);
    expect(await shared.submit(insert('b1', 10))).toMatchObject({ id: 'b1', n: 10 });
  });

  it("the parts' rows of one table go in one INSERT, each written only through its own gate", async () => {
    const counting = countingStatements();
    const shared = sharedStatements(counting.db);
    const answers = await Promise.all([
      shared.submit(gatedInsert('u1', 1, true)),
      shared.submit(gatedInsert('u2', 2, false)),
      shared.submit(gatedInsert('u3', 3, true)),
    ]);
    expect(answers.map((r) => r?.open)).toEqual([true, false, true]);
    expect(counting.statements).toBe(1);
    expect(counting.texts[0]!.match(/INSERT INTO shared_probe/g)).toHaveLength(1);
    expect((await rows()).filter((r) => r.startsWith('u'))).toEqual(['u1=1', 'u3=3']);
  });

  it('one failing part fails only itself: the others run again alone and are written once', async () => {
    const shared = sharedStatements(db);
    const results = await Promise.allSettled([
      shared.submit(insert('c1', 1)),
      shared.submit(insert('a1', 99)), // taken by the test before
      shared.submit(insert('c2', 2)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    expect((await rows()).filter((r) => r.startsWith('c') || r.startsWith('a1'))).toEqual([
      'a1=1',
      'c1=1',
      'c2=2',
    ]);
  });

  it('no more than `max` parts in one statement', async () => {
    const counting = countingStatements();
    const shared = sharedStatements(counting.db, 4);
    await Promise.all(Array.from({ length: 10 }, (_, i) => shared.submit(insert(`d${i}`, i))));
    expect(counting.statements).toBe(3);
    expect((await rows()).filter((r) => r.startsWith('d'))).toHaveLength(10);
  });

  it('parts run in the order of their lock keys, in one statement', async () => {
    await db.exec('CREATE TABLE shared_order (n serial PRIMARY KEY, key text NOT NULL)');
    const mark =
      (key: string): StatementPart =>
      (bind, p) => ({
        ctes: `${p}mark AS MATERIALIZED (INSERT INTO shared_order (key) VALUES (${bind(key)}) RETURNING n)`,
        answer: `SELECT n FROM ${p}mark`,
      });
    const counting = countingStatements();
    const shared = sharedStatements(counting.db);
    await Promise.all(['m:c', 'm:a', 'm:d', 'm:b'].map((k) => shared.submit(mark(k), k)));
    expect(counting.statements).toBe(1);
    const order = await db.query<{ key: string }>('SELECT key FROM shared_order ORDER BY n');
    expect(order.map((r) => r.key)).toEqual(['m:a', 'm:b', 'm:c', 'm:d']);
  });

  /** The database, the first statement held until `release`; `sent` lists each statement's strings. */
  function holdingFirst() {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[][] = [];
    const slowFirst: Db = {
      ...db,
      query: async (sql, params, opts) => {
        sent.push((params ?? []).filter((v): v is string => typeof v === 'string'));
        if (sent.length === 1) await held;
        return db.query(sql, params, opts);
      },
    };
    return { db: slowFirst, sent, release };
  }
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('the parts that come while a statement is under way wait for it, then go together', async () => {
    const holding = holdingFirst();
    const shared = sharedStatements(holding.db, 16, 1, 60_000);
    const first = shared.submit(insert('h1', 1), 'k');
    await turn();
    const later = [shared.submit(insert('h2', 2), 'j'), shared.submit(insert('h3', 3))];
    await pause(30);
    expect(holding.sent).toEqual([['h1']]);
    holding.release();
    await Promise.all([first, ...later]);
    // in the order of their lock keys: h3 has none
    expect(holding.sent).toEqual([['h1'], ['h3', 'h2']]);
  });

  it('`max` parts ready do not wait for the statement under way', async () => {
    const holding = holdingFirst();
    const shared = sharedStatements(holding.db, 2, 1, 60_000);
    const first = shared.submit(insert('i1', 1));
    await turn();
    const later = [2, 3, 4].map((n) => shared.submit(insert(`i${n}`, n)));
    await pause(30);
    expect(holding.sent).toEqual([['i1'], ['i2', 'i3']]);
    holding.release();
    await Promise.all([first, ...later]);
    expect(holding.sent).toEqual([['i1'], ['i2', 'i3'], ['i4']]);
  });

  it("a statement under way for `patience` holds back no more; its lock key's parts still wait for it", async () => {
    const holding = holdingFirst();
    const shared = sharedStatements(holding.db, 16, 1, 10);
    const first = shared.submit(insert('f1', 1), 'k');
    await turn();
    const later = [
      shared.submit(insert('f2', 2), 'k'),
      shared.submit(insert('g1', 3), 'j'),
      shared.submit(insert('f3', 4), 'k'),
    ];
    await pause(60);
    // f2 and f3 wait for f1's statement; g1, of another key, went once f1's had stalled
    expect(holding.sent).toEqual([['f1'], ['g1']]);
    holding.release();
    await Promise.all([first, ...later]);
    expect(holding.sent).toEqual([['f1'], ['g1'], ['f2', 'f3']]);
    expect((await rows()).filter((r) => /^[fg]/.test(r))).toEqual(['f1=1', 'f2=2', 'f3=4', 'g1=3']);
  });
});
