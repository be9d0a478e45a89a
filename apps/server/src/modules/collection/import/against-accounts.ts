import type { Queryable } from '../../../db/client';
import type { NewCollectionAccount } from '../account-rows';
import type { ValidRow } from './preview';
import { importRepo } from './repo';
import type { RowProblem } from './row-check';

/** Whether an existing account is the one a row describes (an email compared ignoring case). */
export function sameFacts(a: NewCollectionAccount, b: NewCollectionAccount): boolean {
  return (
    a.customer_name === b.customer_name &&
    a.email.toLowerCase() === b.email.toLowerCase() &&
    a.asset === b.asset &&
    a.network === b.network &&
    (a.expected_amount ?? null) === (b.expected_amount ?? null) &&
    (a.remark || null) === (b.remark || null)
  );
}

/**
 * Looks at the merchant's accounts of the rows' references: a row whose account exists with the same
 * facts is already done (counted, not created again: importing a file twice creates nothing twice);
 * one whose reference belongs to an account with other facts is a problem of the row.
 */
export async function againstAccounts(q: Queryable, merchantId: string, rows: readonly ValidRow[]) {
  const found = await importRepo.existing(
    q,
    merchantId,
    rows.map((r) => r.account.customer_ref),
  );
  const byRef = new Map(found.map((a) => [a.customer_ref, a]));
  const create: ValidRow[] = [];
  const problems: RowProblem[] = [];
  let existing = 0;
  for (const r of rows) {
    const account = byRef.get(r.account.customer_ref);
    if (!account) create.push(r);
    else if (sameFacts(r.account, account)) existing += 1;
    else problems.push({ row: r.row, column: 'customer_ref', code: 'import_ref_exists', params: {} });
  }
  return { create, existing, problems };
}
