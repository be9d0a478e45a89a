import type { Readable } from 'node:stream';
import type { Queryable } from '../../db/client';
import { fail } from '../../platform/errors';
import type { ExportFile } from '../../platform/export';
import { periodMovements } from '../history';
import { merchantService } from '../merchants';
import { statementCsv } from './csv';
import type { StatementDocument } from './document';
import type { StatementLang } from './labels';
import { statementPdf } from './pdf';
import { type StoredStatement, statementRepo } from './repo';

export type StatementFormat = 'pdf' | 'csv';

/** What a statement file needs beside the database: the platform's name and the assets' decimals. */
export interface FileDeps {
  appTitle: string;
  decimals: () => Promise<(asset: string) => number>;
}

/** A stored statement with its merchant and its month's movements, ready to render. */
export async function statementDocument(
  db: Queryable,
  deps: FileDeps,
  statement: StoredStatement,
): Promise<StatementDocument> {
  const [merchant, movements, decimals] = await Promise.all([
    merchantService.info(db, statement.merchant_id),
    periodMovements(db, statement.merchant_id, statement.period_start, statement.period_end),
    deps.decimals(),
  ]);
  return { appTitle: deps.appTitle, merchantName: merchant.merchant_name, statement, decimals, movements };
}

const contentTypes = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' } as const;

export async function renderStatement(
  d: StatementDocument,
  format: StatementFormat,
  lang: StatementLang,
): Promise<Readable> {
  return format === 'pdf' ? statementPdf(d, lang) : statementCsv(d, lang);
}

/** One statement of the merchant as a file; another merchant's id answers 404 as an unknown one. */
export async function statementFile(
  db: Queryable,
  deps: FileDeps,
  merchantId: string,
  id: string,
  format: StatementFormat,
  lang: StatementLang,
): Promise<ExportFile> {
  const statement = await statementRepo.get(db, merchantId, id);
  if (!statement) throw fail.notFound();
  const d = await statementDocument(db, deps, statement);
  return {
    fileName: `statement_${statement.month}.${format}`,
    contentType: contentTypes[format],
    rows: d.movements.length,
    body: await renderStatement(d, format, lang),
  };
}
