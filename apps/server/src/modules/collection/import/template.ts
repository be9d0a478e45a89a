import { type ImportColumn, importColumns, type Lang } from '@mc/contract';
import { csvLine, exportContentTypes, neutralCell } from '../../../platform/export';
import { headings } from './headings';

export type TemplateFormat = 'csv' | 'xlsx';

/** The example row of the template, in each language. */
const EXAMPLE: Record<Lang, Record<ImportColumn, string>> = {
  cn: {
    customer_name: '张三',
    customer_ref: 'CUST-0001',
    email: 'zhangsan@example.com',
    asset: 'USDT',
    network: 'TRC20',
    expected_amount: '100.00',
    remark: '每月服务费',
  },
  en: {
    customer_name: 'Zhang San',
    customer_ref: 'CUST-0001',
    email: 'zhang.san@example.com',
    asset: 'USDT',
    network: 'TRC20',
    expected_amount: '100.00',
    remark: 'Monthly service fee',
  },
};

/** The template's content types: those of the exports. */
export const templateTypes: Record<TemplateFormat, string> = exportContentTypes;

export const templateFileName = (format: TemplateFormat, lang: Lang) =>
  `collection_accounts_template_${lang}.${format}`;

/**
 * UTF-8 with a byte order mark (Excel reads Chinese text right), as the history's exports are; every
 * cell text (the expected amount too: the XLSX template types it as text), neutralised by `csvLine`.
 */
function csvTemplate(lang: Lang): Buffer {
  const lines = [importColumns.map((c) => headings[c][lang]), importColumns.map((c) => EXAMPLE[lang][c])];
  return Buffer.from(`\uFEFF${lines.map((cells) => csvLine(cells)).join('')}`);
}

/**
 * One sheet: the headings, the example row; every column typed as text, so that Excel keeps "0001",
 * its cells neutralised as the exports' text cells are.
 */
async function xlsxTemplate(lang: Lang): Promise<Buffer> {
  const { default: excel } = await import('exceljs');
  const book = new excel.Workbook();
  const sheet = book.addWorksheet(lang === 'cn' ? '收款账户' : 'Collection accounts');
  sheet.columns = importColumns.map((c) => ({
    header: headings[c][lang],
    key: c,
    width: c === 'email' || c === 'remark' ? 28 : 18,
    style: { numFmt: '@' },
  }));
  sheet.addRow(importColumns.map((c) => neutralCell(EXAMPLE[lang][c])));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

const made = new Map<string, Promise<Buffer>>();

/** The template file in a format and language: made once per process. */
export function importTemplate(format: TemplateFormat, lang: Lang): Promise<Buffer> {
  const key = `${format}:${lang}`;
  let file = made.get(key);
  if (!file) {
    file = format === 'csv' ? Promise.resolve(csvTemplate(lang)) : xlsxTemplate(lang);
    made.set(key, file);
  }
  return file;
}
