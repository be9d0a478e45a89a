import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Lang } from '@mc/contract';
import type { Db } from '../../../db/client';
import { neutralCellSql } from '../../../platform/export';
import { exportTimeSql } from '../columns';
import type { HistoryFilter } from '../filter';
import { historyPageQuery } from '../repo';
import { AMOUNT_COLUMNS, headingsIn } from './fields';

/** A value as an SQL literal (COPY takes no parameters); undefined for one it does not inline. */
function literal(v: unknown): string | undefined {
  if (typeof v === 'string') return v.includes('\0') ? undefined : `'${v.replaceAll("'", "''")}'`;
  if (typeof v === 'bigint' || (typeof v === 'number' && Number.isInteger(v))) return String(v);
  if (v instanceof Date) return `'${v.toISOString()}'::timestamptz`;
  if (Array.isArray(v)) {
    const items = v.map(literal);
    return items.every((i) => i !== undefined) ? `ARRAY[${items.join(', ')}]::text[]` : undefined;
  }
  return undefined;
}

/** An amount column as the exported text: the asset's decimals, exact (numeric, never a float). */
function decimalText(column: string, decimals: Map<string, number>): string {
  const byDecimals = new Map<number, string[]>();
  for (const [asset, d] of decimals) byDecimals.set(d, [...(byDecimals.get(d) ?? []), asset]);
  const text = (d: number) =>
    d ? `round(${column}::numeric / 1${'0'.repeat(d)}, ${d})::text` : `${column}::text`;
  const cases = [...byDecimals]
    .filter(([d]) => d !== 6)
    .map(([d, assets]) => `WHEN h.asset IN (${assets.map((a) => literal(a)).join(', ')}) THEN ${text(d)}`);
  return cases.length ? `CASE ${cases.join(' ')} ELSE ${text(6)} END` : text(6);
}

/**
 * The cells of `exportColumns` (fields.ts), in order, computed by PostgreSQL: text cells neutralised
 * as the batch writer's (`neutralCellSql`), amounts as they are.
 */
function cellColumns(decimals: Map<string, number>, timeZone: string): string {
  return [
    exportTimeSql(timeZone),
    'h.type',
    'h.kind',
    'h.balance',
    'h.asset',
    'h.network',
    decimalText('h.amount', decimals),
    decimalText('h.fee', decimals),
    decimalText('h.net', decimals),
    decimalText('h.balance_after', decimals),
    'h.status',
    'h.order_no',
    'h.counterparty',
    'h.remark',
    'h.tx_hash',
    'h.id',
    `h.ref_type || ':' || h.ref_id`,
  ]
    .map((cell, i) => (AMOUNT_COLUMNS.has(i) ? cell : neutralCellSql(`(${cell})::text`)))
    .join(', ');
}

/**
 * The CSV of an export written by PostgreSQL's own CSV writer (`COPY … TO STDOUT WITH (FORMAT csv)`),
 * streamed to the answer as the database sends it: the physical limit of reading the rows, with
 * nothing to parse or format in the server. The byte order mark and the headings come first. Rows end
 * with LF (COPY's line end); cells are quoted exactly as the batch writer quotes them. Undefined when
 * a filter value cannot be inlined (the caller falls back to the batch writer).
 */
export async function copyCsv(
  db: Db,
  merchantId: string,
  f: HistoryFilter,
  decimals: Map<string, number>,
  lang: Lang,
  top: bigint,
  timeZone: string,
): Promise<Readable | undefined> {
  if (!db.copyOut) return undefined;
  const { sql, params } = historyPageQuery(
    merchantId,
    f,
    decimals,
    0,
    String(top + 1n),
    cellColumns(decimals, timeZone),
  );
  const values = params.map(literal);
  if (values.some((v) => v === undefined)) return undefined;
  const inlined = sql
    .replace(/ LIMIT \$\d+$/, '')
    .replace(/\$(\d+)/g, (_, n: string) => values[Number(n) - 1]!);
  const rows = await db.copyOut(`COPY (${inlined}) TO STDOUT WITH (FORMAT csv)`);
  const out = new PassThrough();
  out.write(`\uFEFF${headingsIn(lang, timeZone).join(',')}\n`);
  pipeline(rows, out).catch((err: unknown) =>
    out.destroy(err instanceof Error ? err : new Error(String(err))),
  );
  return out;
}
