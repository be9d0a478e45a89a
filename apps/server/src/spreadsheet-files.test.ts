import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { appPerFile } from './testing/app-hooks';
import { createAccount } from './testing/collection';
import { commitImport, csvFile, HEADINGS_EN, uploadImport, validRow } from './testing/collection-imports';
import { toppedUp } from './testing/fiat';
import { payingMerchant, remit } from './testing/payouts';
import { confirmAll, createOrder, mine, pay } from './testing/receiving';
import { bearer } from './testing/scenarios';
import { as } from './testing/settings';

// Every file the product writes for spreadsheets, fed what an attacker (or a careless person) types:
// no text cell may begin as a formula, and amounts stay numbers (OWASP CSV injection, CWE-1236).
const t = appPerFile({ RECEIVE_FEE_BPS: '100' });

const HYPERLINK = '=HYPERLINK("http://evil.example/x","Click me")';
const CMD = "+cmd|' /C calc'!A0";
const MINUS = '-11-1';
const AT = '@SUM(A1)';
const TAB = '\tx';
const CR = '\rx';
const HOSTILE = [HYPERLINK, CMD, MINUS, AT, TAB, CR];
/** What a spreadsheet reads as a formula (or as a sum: `-11-1` is -12). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** The headings of the amount columns, in every file (English). */
const AMOUNT_HEADINGS = new Set([
  ...['Amount', 'Fee', 'Net', 'Balance after'], // history
  ...['Expected amount', 'Received this month', 'Total credited'], // collection accounts
  ...['Opening balance', 'In', 'Out', 'Closing balance', 'Balance after'], // statement
]);

type Cell = string | number | null;
interface Verdict {
  formulas: string[];
  textAmounts: string[];
  negativeAmounts: number;
  cells: string[];
}

/**
 * Reads a grid as a spreadsheet would: a heading row (the first, or a statement block's, opening with
 * "Asset") says which columns hold amounts until the next. Formulas lists every text cell that begins
 * as one; textAmounts every amount that is not a number (CSV: not a plain decimal).
 */
function verdictOf(grid: Cell[][]): Verdict {
  const v: Verdict = { formulas: [], textAmounts: [], negativeAmounts: 0, cells: [] };
  let amounts = new Set<number>();
  grid.forEach((row, r) => {
    if (r === 0 || row[0] === 'Asset')
      amounts = new Set(row.flatMap((c, i) => (AMOUNT_HEADINGS.has(String(c)) ? [i] : [])));
    row.forEach((cell, i) => {
      if (cell === null || cell === '') return;
      if (amounts.has(i) && r > 0 && row[0] !== 'Asset') {
        const number = typeof cell === 'number' || /^-?\d+(?:\.\d+)?$/.test(cell);
        if (!number) v.textAmounts.push(String(cell));
        if (Number(cell) < 0) v.negativeAmounts += 1;
        return;
      }
      if (typeof cell === 'number') v.textAmounts.push(`number ${cell} in a text column`);
      else {
        v.cells.push(cell);
        if (FORMULA_START.test(cell)) v.formulas.push(cell);
      }
    });
  });
  return v;
}

/** Each value appears in a text cell, behind the quote that keeps it text. */
function expectNeutralised(v: Verdict, values: string[]) {
  expect(v.formulas).toEqual([]);
  expect(v.textAmounts).toEqual([]);
  for (const value of values)
    expect(
      v.cells.some((c) => c.startsWith(`'${value}`)),
      value,
    ).toBe(true);
}

const csvGrid = (body: string): Cell[][] => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1), { relax_column_count: true }) as string[][];
};

async function xlsxGrid(file: Buffer): Promise<Cell[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ExcelJS.Buffer);
  const grid: Cell[][] = [];
  for (const sheet of book.worksheets) {
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const cells: Cell[] = [];
      for (let c = 1; c <= sheet.columnCount; c++) {
        const value = row.getCell(c).value;
        cells.push(typeof value === 'number' || typeof value === 'string' ? value : null);
      }
      grid.push(cells);
    });
  }
  return grid;
}

async function download(token: string, url: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res;
}

/**
 * A merchant whose history, statement and collection accounts hold every hostile value: bank names
 * (the top-ups' counterparty), an order number, a merchant name, customer names and remarks typed in
 * the form and imported from a CSV, and a tab and a carriage return stored before the inputs refused them.
 */
async function setUp() {
  const m = await payingMerchant(t, '0');
  const o = await createOrder(t, m.token, { amount: '100', merchant_order_no: MINUS });
  await pay(t, o.deposit_address, '100');
  await confirmAll(t);
  await t.app.receiving.tick();
  expect((await remit(t, m, { amount: '10' })).status).toBe(200); // a negative amount
  await t.app.receiving.tick();
  await mine(t, 30);
  await t.app.receiving.tick();
  for (const bank of [HYPERLINK, CMD, AT]) await toppedUp(t, m, '10.00', bank);
  await t.db.query('UPDATE merchants SET merchant_name = $2 WHERE id = $1', [m.merchantId, AT]);
  const rows = await t.db.query<{ id: string }>(
    `SELECT id FROM history_rows WHERE merchant_id = $1 AND type <> 'fiat_topup' AND counterparty IS NOT NULL
       AND balance = 'available'`,
    [m.merchantId],
  );
  for (const [i, row] of rows.entries())
    await t.db.query('UPDATE history_rows SET counterparty = $2 WHERE id = $1', [row.id, [TAB, CR][i % 2]]);

  await createAccount(t, m.token, { customer_name: HYPERLINK, remark: CMD, expected_amount: '12.5' });
  const formulas = [
    [HYPERLINK, CMD],
    [CMD, HYPERLINK],
    [MINUS, AT],
    [AT, MINUS],
    ['=1+1', '-5'],
    ['+1', '@x'],
  ].map(([name, remark], i) => validRow(900 + i, { 0: name!, 6: remark! }));
  formulas[2]![1] = MINUS; // a customer reference as an order number
  const upload = await uploadImport(t, m.token, csvFile([HEADINGS_EN, ...formulas]));
  expect(upload.body.data).toMatchObject({ rows_valid: 6, errors_total: 0 });
  expect((await commitImport(t, m.token, upload.body.data.id, 'all_or_nothing')).status).toBe(200);
  await t.db.query(
    `UPDATE collection_accounts SET customer_name = $2, remark = $3
     WHERE merchant_id = $1 AND customer_ref = 'CUST-905'`,
    [m.merchantId, TAB, CR],
  );
  return m;
}

let merchant: Awaited<ReturnType<typeof setUp>> | undefined;
const SLOW = 60_000;

describe('files for spreadsheets', () => {
  it(
    `history CSV (written by ${process.env.TEST_DATABASE === 'postgres' ? "PostgreSQL's COPY" : 'the batch writer'}): text cells behind a quote, amounts numbers`,
    async () => {
      merchant ??= await setUp();
      for (const query of ['', `&q=${encodeURIComponent(MINUS)}`, '&type=fiat_topup']) {
        const res = await download(merchant.token, `/history/export?format=csv${query}`);
        const v = verdictOf(csvGrid(res.body));
        if (!query) expect(v.negativeAmounts).toBeGreaterThan(0);
        expectNeutralised(v, query ? [query.includes('q=') ? MINUS : HYPERLINK] : HOSTILE);
      }
    },
    SLOW,
  );

  it(
    'history XLSX',
    async () => {
      merchant ??= await setUp();
      const res = await download(merchant.token, '/history/export?format=xlsx');
      const v = verdictOf(await xlsxGrid(res.rawPayload));
      expect(v.negativeAmounts).toBeGreaterThan(0);
      expectNeutralised(v, [HYPERLINK, CMD, MINUS, AT, TAB]);
    },
    SLOW,
  );

  it(
    'collection accounts CSV and XLSX',
    async () => {
      merchant ??= await setUp();
      const csv = await download(merchant.token, '/collection-accounts/export?format=csv');
      expectNeutralised(verdictOf(csvGrid(csv.body)), HOSTILE);
      const xlsx = await download(merchant.token, '/collection-accounts/export?format=xlsx');
      expectNeutralised(verdictOf(await xlsxGrid(xlsx.rawPayload)), [HYPERLINK, CMD, MINUS, AT, TAB]);
    },
    SLOW,
  );

  it(
    'statement CSV',
    async () => {
      merchant ??= await setUp();
      const outcome = await t.app.statements.tick('2026-11');
      expect(outcome).toMatchObject({ generated: 1, unreconciled: 0 });
      const list = await as(t, merchant)('GET', '/money/statements?limit=10');
      const [statement] = list.body.data.items as { id: string }[];
      const res = await download(merchant.token, `/money/statements/${statement!.id}/csv?lang=en`);
      const v = verdictOf(csvGrid(res.body));
      expect(v.negativeAmounts).toBeGreaterThan(0);
      expectNeutralised(v, HOSTILE);
    },
    SLOW,
  );

  it(
    'import templates (CSV and XLSX, both languages)',
    async () => {
      merchant ??= await setUp();
      for (const lang of ['cn', 'en']) {
        const csv = await download(merchant.token, `/collection-imports/template?format=csv&lang=${lang}`);
        expectNeutralised(verdictOf(csvGrid(csv.body)), []);
        const xlsx = await download(merchant.token, `/collection-imports/template?format=xlsx&lang=${lang}`);
        expectNeutralised(verdictOf(await xlsxGrid(xlsx.rawPayload)), []);
      }
    },
    SLOW,
  );
});
