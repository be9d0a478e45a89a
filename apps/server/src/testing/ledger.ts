import type { Db } from '../db/client';
import { ledgerCheckOfEveryModule } from '../ledger-check';

/** Breaks the data inside a transaction that is always rolled back, and returns the rules the checks saw broken. */
export async function checksWhileBroken(db: Db, sql: string, params: unknown[] = []): Promise<string[]> {
  let seen: string[] = [];
  await db
    .transaction(async (tx) => {
      await tx.query(sql, params);
      seen = (await ledgerCheckOfEveryModule().runIn(tx)).map((v) => v.rule);
      throw new Error('rollback');
    })
    .catch(() => undefined);
  return seen;
}
