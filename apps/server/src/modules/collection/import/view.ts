import { type CollectionImport, type Lang, t } from '@mc/contract';
import type { ImportRow } from './repo';

/** An import as the API answers it: its problems rendered in the reader's language. */
export function importView(r: ImportRow, lang: Lang): CollectionImport {
  return {
    id: r.id,
    file_name: r.file_name,
    format: r.format,
    encoding: r.encoding,
    status: r.status,
    rows_total: r.rows_total,
    rows_valid: r.rows_valid,
    rows_existing: r.rows_existing,
    errors: r.errors.map((e) => ({
      row: e.row,
      column: e.column,
      code: e.code,
      params: e.params,
      message: t(e.code, lang, e.params),
    })),
    errors_total: r.errors_total,
    created: r.created,
    created_at: r.created_at.toISOString(),
    committed_at: r.committed_at?.toISOString() ?? null,
  };
}
