import { z } from 'zod';
import { isoDateTime } from '../fields';

/**
 * Importing collection accounts from a CSV (UTF-8 or GBK) or XLSX file: the server parses and checks
 * every row and keeps a preview; nothing is created until the merchant commits it, and then every
 * valid row in one transaction, or none. The same file (by content) previews to the same import,
 * and a reference that already exists is never created twice.
 */

export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The columns of the file, in the template's order (headings in cn or en are both understood). */
export const importColumns = [
  'customer_name',
  'customer_ref',
  'email',
  'asset',
  'network',
  'expected_amount',
  'remark',
] as const;
export type ImportColumn = (typeof importColumns)[number];

export const importStatuses = ['previewed', 'committed'] as const;
export const importModes = ['all_or_nothing', 'valid_only'] as const;

/** One problem of one row: the row number as a spreadsheet shows it (the heading is row 1). */
export const importRowError = z.object({
  row: z.number().int(),
  column: z.enum(importColumns).nullable(),
  code: z.string().describe('A message key'),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string().describe('The message in the caller’s language'),
});
export type ImportRowError = z.infer<typeof importRowError>;

export const collectionImport = z
  .object({
    id: z.string(),
    file_name: z.string(),
    format: z.enum(['csv', 'xlsx']),
    encoding: z.string().nullable().describe('A CSV’s detected encoding (utf-8 or gbk)'),
    status: z.enum(importStatuses),
    rows_total: z.number().int(),
    rows_valid: z.number().int(),
    rows_existing: z.number().int().describe('Valid rows whose reference already exists with the same facts'),
    errors: z.array(importRowError).describe('Every problem, by row; at most 1,000 listed'),
    errors_total: z.number().int(),
    created: z.number().int().describe('Accounts created when committed'),
    created_at: isoDateTime,
    committed_at: isoDateTime.nullable(),
  })
  .meta({ id: 'CollectionImport' });
export type CollectionImport = z.infer<typeof collectionImport>;

export const importIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });
export const commitImportBody = z.strictObject({
  mode: z
    .enum(importModes, { error: 'invalid_value' })
    .describe('all_or_nothing: refuse while any row has an error; valid_only: create the valid rows'),
});
export const importTemplateQuery = z.strictObject({
  format: z.enum(['csv', 'xlsx'], { error: 'invalid_value' }),
  lang: z.enum(['cn', 'en'], { error: 'invalid_value' }).default('cn'),
});
/** Paths answered with a file, not an envelope, and the multipart upload. */
export const importTemplatePath = '/collection-imports/template';
