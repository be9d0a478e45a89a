import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestDb } from '../../testing/test-db';
import { neutralCell, neutralCellSql } from './formula-cells';

const CASES: [string, string][] = [
  ['=HYPERLINK("http://evil.example/x","Click me")', `'=HYPERLINK("http://evil.example/x","Click me")`],
  ["+cmd|' /C calc'!A0", `'+cmd|' /C calc'!A0`],
  ['-11-1', `'-11-1`],
  ['@SUM(A1)', `'@SUM(A1)`],
  ['\tx', `'\tx`],
  ['\rx', `'\rx`],
  // text that begins otherwise is written as it is
  ['', ''],
  ['HSBC Hong Kong', 'HSBC Hong Kong'],
  ['a=b', 'a=b'],
  [' =1', ' =1'],
  ["'=1", "'=1"],
  ['张三', '张三'],
  ['receipt_order:1', 'receipt_order:1'],
];

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

describe('a text cell of a file for spreadsheets', () => {
  it('begins behind a single quote when it would begin a formula (OWASP)', () => {
    expect(CASES.map(([text]) => neutralCell(text))).toEqual(CASES.map(([, cell]) => cell));
  });

  it('is neutralised by PostgreSQL (COPY) as by the server, NULL staying NULL', async () => {
    for (const [text, cell] of [...CASES, [null, null]]) {
      const [row] = await db.query<{ cell: string | null }>(`SELECT ${neutralCellSql('$1::text')} AS cell`, [
        text,
      ]);
      expect(row!.cell).toBe(cell);
    }
  });
});
