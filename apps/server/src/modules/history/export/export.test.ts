import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { appPerFile } from '../../../testing/app-hooks';
import { type HistoryItem, historyOf, merchantWithEveryMovement } from '../../../testing/history';
import { as, setTimeZone } from '../../../testing/settings';
import { periodDays } from '../period-filter';
import { exportFileName } from './fields';

const t = appPerFile({ RECEIVE_FEE_BPS: '100' });

/** What a file's row and an API row have in common, compared as text. */
const fromApi = (r: HistoryItem) => [
  // the file writes the time on the merchant's wall clock (UTC here), without an offset
  r.created_at.replace(/Z$/, ''),
  r.type,
  r.balance,
  r.asset,
  r.amount,
  r.fee,
  r.net,
  r.balance_after,
  r.status,
  r.order_no ?? '',
  r.counterparty ?? '',
  r.remark ?? '',
  r.tx_hash ?? '',
  r.id,
];
/** The file's columns of `fromApi`, in its order (the entry kind, network and reference left out). */
const FILE_COLUMNS = [0, 1, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
const fromFile = (cells: string[]) => FILE_COLUMNS.map((i) => cells[i]);

async function download(token: string, query: string, binary = false) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/history/export?${query}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'cn' },
  });
  return { res, body: binary ? res.rawPayload : res.body };
}

describe('history exports', () => {
  it('a CSV of every row matching the filter (not only a page) reads back, with an independent parser, as the API rows', async () => {
    const { m } = await merchantWithEveryMovement(t);
    await setTimeZone(t, m.token, 'UTC');
    const api = await historyOf(t, m, 'asset=USDT');
    const { res, body } = await download(m.token, 'format=csv&asset=USDT');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['x-export-rows']).toBe(String(api.length));
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="transactions_all_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect((body as string).startsWith('\uFEFF')).toBe(true);
    const records = parse((body as string).slice(1), { relax_column_count: false }) as string[][];
    expect(records[0]).toEqual([
      '时间 (UTC)',
      '类型',
      '记账类型',
      '余额类别',
      '币种',
      '网络',
      '金额',
      '手续费',
      '净额',
      '变动后余额',
      '状态',
      '商户订单号',
      '对方',
      '备注',
      '交易哈希',
      '流水号',
      '业务单号',
    ]);
    expect(records.slice(1).map(fromFile)).toEqual(api.map(fromApi));
  });

  it('an XLSX reads back as the API rows, amounts as numbers formatted with the asset decimals', async () => {
    const { m } = await merchantWithEveryMovement(t);
    await setTimeZone(t, m.token, 'UTC');
    const api = await historyOf(t, m);
    const { res, body } = await download(
      m.token,
      'format=xlsx&from=2020-01-01T00:00:00Z&to=2030-01-01T00:00:00Z',
      true,
    );
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toBe(
      'attachment; filename="transactions_2020-01-01_2029-12-31.xlsx"',
    );
    const book = XLSX.read(body as Buffer, { type: 'buffer', cellNF: true });
    expect(book.SheetNames).toEqual(['交易记录 1']);
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const grid = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
    expect(grid.slice(1).map((cells) => fromFile(cells.map(String)))).toEqual(api.map(fromApi));
    const amount = sheet.G2!;
    expect(amount.t).toBe('n');
    expect(amount.z).toBe(api[0]!.asset === 'USD' ? '0.00' : '0.000000');
  });

  it('names the file after the period it holds', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const name = (f: { from?: string; to?: string }, zone: string, ext: string) =>
      exportFileName(periodDays(f, zone, now), ext);
    expect(name({ from: '2026-11-01T00:00:00+08:00', to: '2026-12-01T00:00:00Z' }, 'UTC', 'csv')).toBe(
      'transactions_2026-10-31_2026-11-30.csv',
    );
    // the same instants are the local days of Asia/Shanghai
    expect(
      name({ from: '2026-11-01T00:00:00+08:00', to: '2026-12-01T00:00:00Z' }, 'Asia/Shanghai', 'csv'),
    ).toBe('transactions_2026-11-01_2026-12-01.csv');
    expect(name({ from: '2026-11-01', to: '2026-11-30' }, 'Asia/Shanghai', 'csv')).toBe(
      'transactions_2026-11-01_2026-11-30.csv',
    );
    expect(name({}, 'UTC', 'xlsx')).toBe('transactions_all_2026-11-25.xlsx');
  });

  it('refuses an export to a caller without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/history/export?format=csv' });
    expect(res.statusCode).toBe(401);
    await expect(as(t, { token: 'nope' })('GET', '/history/export?format=csv')).resolves.toMatchObject({
      status: 401,
    });
  });
});
