import { IMPORT_MAX_ROWS } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { appPerFile, twoMerchantsPerFile } from '../../../testing/app-hooks';
import {
  accountsOf,
  commitImport,
  csvFile,
  HEADINGS_CN,
  HEADINGS_EN,
  uploadImport,
  validRow,
  validRows,
  xlsxFile,
} from '../../../testing/collection-imports';
import { TINY_PDF } from '../../../testing/kyb';

// Each bad file of the issue gets its message on its row (or, for the file itself, on `file`) and
// creates nothing: no account is made before a commit, and a refused file keeps no import at all.
const t = appPerFile();
const [a] = twoMerchantsPerFile(t);

const imports = async () =>
  (await t.db.query('SELECT id FROM collection_imports WHERE merchant_id = $1', [a.merchantId])).length;

/** Uploads a file; expects a preview and no account created by it. */
async function preview(content: Buffer, name = 'accounts.csv', lang = 'en') {
  const before = (await accountsOf(t, a.merchantId)).length;
  const res = await uploadImport(t, a.token, content, name, lang);
  expect(res.status, res.res.body).toBe(200);
  expect((await accountsOf(t, a.merchantId)).length).toBe(before);
  return res.body.data;
}

/** Uploads a file; expects it refused on `file` with `message`, nothing kept. */
async function refused(content: Buffer, message: string, name = 'accounts.csv') {
  const before = await imports();
  const res = await uploadImport(t, a.token, content, name);
  expect(res.status, res.res.body).toBe(422);
  expect(res.body.errors).toEqual([{ field: 'file', message }]);
  expect(await imports()).toBe(before);
  expect(await accountsOf(t, a.merchantId)).toEqual([]);
}

describe('an import preview', () => {
  it('names a bad email on its row and column, as a spreadsheet numbers rows', async () => {
    const rows = [HEADINGS_EN, ...validRows(2), validRow(3, { 2: 'not-an-email' })];
    const data = await preview(csvFile(rows));
    expect(data).toMatchObject({ format: 'csv', encoding: 'utf-8', status: 'previewed' });
    expect(data).toMatchObject({
      rows_total: 3,
      rows_valid: 2,
      rows_existing: 0,
      errors_total: 1,
      created: 0,
    });
    expect(data.errors).toEqual([
      { row: 4, column: 'email', code: 'email_invalid', params: {}, message: 'Enter a valid email address' },
    ]);
  });

  it('names a reference repeated in the file on the later row, with the first row', async () => {
    const rows = [HEADINGS_EN, validRow(1), validRow(2), validRow(3, { 1: 'CUST-1' })];
    const data = await preview(csvFile(rows));
    expect(data.errors).toEqual([
      {
        row: 4,
        column: 'customer_ref',
        code: 'import_duplicate_in_file',
        params: { row: 2 },
        message: 'The customer reference repeats row 2',
      },
    ]);
    expect(data.rows_valid).toBe(2);
  });

  it('names an unknown network or asset; codes are read in any case', async () => {
    const rows = [
      HEADINGS_EN,
      validRow(1, { 4: 'BEP20' }),
      validRow(2, { 3: 'BTC' }),
      validRow(3, { 3: 'usdc', 4: ' trc20 ' }),
    ];
    const data = await preview(csvFile(rows));
    expect(
      data.errors.map((e: { row: number; column: string; code: string }) => [e.row, e.column, e.code]),
    ).toEqual([
      [2, 'network', 'network_invalid'],
      [3, 'asset', 'asset_invalid'],
    ]);
    expect(data.rows_valid).toBe(1);
  });

  it('names each XLSX cell that holds a formula', async () => {
    const file = await xlsxFile([
      HEADINGS_EN,
      validRow(1),
      [
        'Formula Ltd',
        'CUST-F',
        { formula: 'LOWER("A@B.COM")', result: 'a@b.com' },
        'USDT',
        'TRC20',
        { formula: '1+1', result: 2 },
      ],
    ]);
    const data = await preview(file, 'accounts.xlsx');
    expect(data).toMatchObject({ format: 'xlsx', encoding: null, rows_total: 2, rows_valid: 1 });
    expect(
      data.errors.map((e: { row: number; column: string; code: string }) => [e.row, e.column, e.code]),
    ).toEqual([
      [3, 'email', 'import_formula'],
      [3, 'expected_amount', 'import_formula'],
    ]);
  });

  it('reads a CSV in GBK: Chinese names and headings read right', async () => {
    const rows = [HEADINGS_CN, validRow(1, { 0: '张三' }), validRow(2, { 0: '李四', 6: '每月服务费' })];
    const data = await preview(csvFile(rows, { encoding: 'gbk' }), '客户.csv', 'cn');
    expect(data).toMatchObject({
      encoding: 'gbk',
      rows_total: 2,
      rows_valid: 2,
      errors: [],
      file_name: '客户.csv',
    });
    const commit = await commitImport(t, a.token, data.id, 'all_or_nothing');
    expect(commit.status, commit.res.body).toBe(200);
    expect((await accountsOf(t, a.merchantId)).map((r) => r.customer_name)).toEqual(['张三', '李四']);
    await t.db.query('DELETE FROM collection_accounts WHERE merchant_id = $1', [a.merchantId]);
  });

  it('reads UTF-8 with a byte order mark, headings in any order and any case', async () => {
    const order = [4, 2, 0, 1, 3];
    const heading = order.map((i) => HEADINGS_EN[i]!.toUpperCase());
    const rows = [heading, ...validRows(2).map((r) => order.map((i) => r[i]!))];
    const data = await preview(csvFile(rows, { bom: true }));
    expect(data).toMatchObject({ encoding: 'utf-8', rows_total: 2, rows_valid: 2, errors: [] });
  });

  it('renders its messages in the reader’s language', async () => {
    const data = await preview(
      csvFile([HEADINGS_EN, validRow(1, { 2: 'bad', 1: 'CUST-CN' })]),
      'cn.csv',
      'cn',
    );
    expect(data.errors[0].message).toBe('请输入有效的邮箱地址');
    const again = await t.call({
      method: 'GET',
      url: `/api/collection-imports/${data.id}`,
      headers: { authorization: `Bearer ${a.token}`, 'accept-language': 'en' },
    });
    expect(again.body.data.errors[0].message).toBe('Enter a valid email address');
  });
});

describe('a refused file', () => {
  it('an empty file, or one with headings and no row', async () => {
    await refused(Buffer.alloc(0), 'The file has no data rows');
    await refused(csvFile([HEADINGS_EN, ['', '', ''], []]), 'The file has no data rows');
    await refused(await xlsxFile([HEADINGS_EN]), 'The file has no data rows', 'empty.xlsx');
  });

  it(`more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows, from CSV or XLSX`, async () => {
    const rows = [HEADINGS_EN, ...validRows(IMPORT_MAX_ROWS + 1)];
    const message = `The file may hold at most ${IMPORT_MAX_ROWS} data rows (this one has more)`;
    await refused(csvFile(rows), message);
    await refused(await xlsxFile(rows), message, 'big.xlsx');
  });

  it('a required column missing: named in the caller’s language', async () => {
    const rows = [HEADINGS_EN.filter((h) => h !== 'Email'), validRow(1).filter((_, i) => i !== 2)];
    await refused(csvFile(rows), 'Column missing: Email (use the template)');
  });

  it('by content, whatever its name: a PDF, a ZIP that is no workbook, binary bytes', async () => {
    await refused(TINY_PDF, 'a.csv: only a CSV or XLSX file is accepted (checked by content)', 'a.csv');
    const zip = await xlsxFile([HEADINGS_EN]);
    const notBook = Buffer.from(
      zip.toString('latin1').replaceAll('xl/workbook.xml', 'xl/workbook.xmz'),
      'latin1',
    );
    await refused(notBook, 'b.xlsx: only a CSV or XLSX file is accepted (checked by content)', 'b.xlsx');
    const utf16 = Buffer.from(`\uFEFF${HEADINGS_EN.join(',')}`, 'utf16le');
    await refused(utf16, 'c.csv: only a CSV or XLSX file is accepted (checked by content)', 'c.csv');
  });

  it('over 5 MB', async () => {
    const big = Buffer.concat([csvFile([HEADINGS_EN]), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    await refused(big, 'The file may be at most 5 MB');
  });
});
