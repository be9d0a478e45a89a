import type { Db, Row } from '../../db/client';
import { sharedStatementsOf } from './shared-statements';

/**
 * Runs a one-row read with the same reads (the same SQL text) asked for in the same turn of the
 * event loop: one statement for them all, each answered its own row. `sql` is an ordinary query
 * with `$1`, `$2`… placeholders and no dollar-quoted text.
 */
export function readTogether<T extends Row>(
  db: Db,
  sql: string,
  params: readonly unknown[],
): Promise<T | undefined> {
  return sharedStatementsOf(db, sql).submit((bind) => {
    const placeholders = params.map((value) => bind(value));
    return {
      ctes: '',
      answer: sql.replace(/\$(\d+)/g, (_, n: string) => {
        const placeholder = placeholders[Number(n) - 1];
        if (!placeholder) throw new Error(`no value for $${n}`);
        return placeholder;
      }),
    };
  }) as Promise<T | undefined>;
}
