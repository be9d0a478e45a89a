import { randomUUID } from 'node:crypto';
import { type CollectionImport, IMPORT_MAX_ROWS, type ImportColumn, type Lang } from '@mc/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/client';
import type { Deps } from '../../../platform/deps';
import { fail } from '../../../platform/errors';
import type { MerchantPrincipal } from '../../../platform/request-context';
import type { Catalogue } from '../../crypto';
import type { CreateAccounts } from '../create-accounts';
import { againstAccounts } from './against-accounts';
import { csvRows } from './csv-rows';
import { headings } from './headings';
import { type FilePreview, type PreviewRules, previewOf } from './preview';
import { accountOf, type Counts, importRepo, type StoredProblem, storedRow } from './repo';
import { type RowProblem, rowChecker } from './row-check';
import { FILE_PART, type ImportFile, readImportUpload } from './upload';
import { importView } from './view';
import { MAX_UNPACKED_BYTES, xlsxRows } from './xlsx-rows';

/** Problems an import lists; beyond them only the count is kept. */
export const MAX_LISTED_ERRORS = 1000;

const byRow = (a: StoredProblem, b: StoredProblem) => a.row - b.row;

/**
 * Imports of collection accounts: a file read and checked as it uploads into a preview kept by its
 * SHA-256 (the same file answers the same import), then committed: its valid rows created in one
 * transaction (`createAccounts`), or none.
 */
export function collectionImports(
  deps: Pick<Deps, 'db' | 'clock'>,
  catalogue: () => Promise<Catalogue>,
  createAccounts: CreateAccounts,
) {
  const { db, clock } = deps;

  async function readFile(file: ImportFile, lang: Lang, check: PreviewRules['check']) {
    const tooMany = () => fail.field(FILE_PART, 'import_too_many_rows', { max: IMPORT_MAX_ROWS });
    const rules: PreviewRules = {
      maxRows: IMPORT_MAX_ROWS,
      check,
      tooMany,
      empty: () => fail.field(FILE_PART, 'import_file_empty'),
      missing: (column: ImportColumn) =>
        fail.field(FILE_PART, 'import_heading_missing', { column: headings[column][lang] }),
    };
    if (file.format === 'csv') {
      const { rows, decoder } = csvRows(file.bytes, file.refusal);
      const preview = await previewOf(rows, rules);
      return { preview, encoding: decoder.encoding };
    }
    const tooLarge = () =>
      fail.field(FILE_PART, 'import_unpacks_too_large', {
        name: file.name,
        max: MAX_UNPACKED_BYTES / 2 ** 20,
      });
    const limits = { maxRows: IMPORT_MAX_ROWS + 1, tooMany, refusal: file.refusal, tooLarge };
    return { preview: await previewOf(xlsxRows(file.bytes, limits), rules), encoding: null };
  }

  /** The counts of a new preview once its valid rows met the merchant's accounts. */
  function countsOf(preview: FilePreview, against: Awaited<ReturnType<typeof againstAccounts>>): Counts {
    const problems = [...preview.problems, ...against.problems].sort(byRow);
    return {
      rows_valid: preview.rowsTotal - new Set(problems.map((p) => p.row)).size,
      rows_existing: against.existing,
      errors: problems.slice(0, MAX_LISTED_ERRORS),
      errors_total: problems.length,
      rows: against.create.map((r) => storedRow(r.row, r.account)),
    };
  }

  async function upload(req: FastifyRequest, p: MerchantPrincipal, lang: Lang): Promise<CollectionImport> {
    const check = rowChecker(await catalogue());
    const file = await readImportUpload(req, (f) => readFile(f, lang, check));
    const known = await importRepo.bySha256(db, p.merchantId, file.sha256);
    if (known) return importView(known, lang);
    const { preview, encoding } = file.result;
    const counts = countsOf(preview, await againstAccounts(db, p.merchantId, preview.valid));
    const row =
      (await importRepo.insert(db, {
        id: randomUUID(),
        merchant_id: p.merchantId,
        sha256: file.sha256,
        file_name: file.name,
        format: file.format,
        encoding,
        rows_total: preview.rowsTotal,
        ...counts,
        created_at: clock.now(),
      })) ?? (await importRepo.bySha256(db, p.merchantId, file.sha256));
    return importView(row!, lang);
  }

  async function mine(q: Queryable, p: MerchantPrincipal, id: string, lock = false) {
    const row = await importRepo.get(q, p.merchantId, id, lock);
    if (!row) throw fail.notFound();
    return row;
  }

  /**
   * Before a commit: the rows to create meet the merchant's accounts again (one may have been
   * created since the preview). What changed is kept, whatever the commit then decides.
   */
  async function refresh(p: MerchantPrincipal, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await mine(tx, p, id, true);
      if (row.status === 'committed') return;
      const stored = await importRepo.rows(tx, id);
      const valid = stored.map((r) => ({ row: r[7], account: accountOf(r) }));
      const against = await againstAccounts(tx, p.merchantId, valid);
      if (!against.existing && !against.problems.length) return;
      const problems: RowProblem[] = [...row.errors, ...against.problems].sort(byRow);
      await importRepo.recount(tx, id, {
        rows_valid: row.rows_valid - against.problems.length,
        rows_existing: row.rows_existing + against.existing,
        errors: problems.slice(0, MAX_LISTED_ERRORS),
        errors_total: row.errors_total + against.problems.length,
        rows: against.create.map((r) => storedRow(r.row, r.account)),
      });
    });
  }

  /**
   * Creates the import's rows in the caller's transaction: all of them (refused while any row has a
   * problem) or the valid ones. A committed import is answered as it is: nothing is created twice.
   */
  async function commit(
    tx: Queryable,
    p: MerchantPrincipal,
    id: string,
    mode: 'all_or_nothing' | 'valid_only',
    lang: Lang,
  ): Promise<CollectionImport> {
    const row = await mine(tx, p, id, true);
    if (row.status === 'committed') return importView(row, lang);
    if (mode === 'all_or_nothing' && row.errors_total > 0) {
      throw fail.field('mode', 'import_has_errors', { count: row.errors_total });
    }
    const rows = await importRepo.rows(tx, id);
    const created = await createAccounts(tx, p.merchantId, rows.map(accountOf), id);
    // a reference taken between the check and now is left to its account (created by nobody here)
    const existing = row.rows_existing + rows.length - created.length;
    return importView(await importRepo.committed(tx, id, created.length, existing, clock.now()), lang);
  }

  return {
    upload,
    refresh,
    commit,
    get: async (p: MerchantPrincipal, id: string, lang: Lang) => importView(await mine(db, p, id), lang),
  };
}

export type CollectionImports = ReturnType<typeof collectionImports>;
