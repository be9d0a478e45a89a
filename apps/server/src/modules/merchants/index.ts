/** Merchants: their accounts and what the console shows of their balances. */
import type { Queryable } from '../../db/client';
import { merchantRepo } from './repo';

export { balancesView } from './overview';

/** The email a merchant signs in with; undefined for an unknown id. */
export async function merchantEmail(q: Queryable, merchantId: string): Promise<string | undefined> {
  return (await merchantRepo.byId(q, merchantId))?.email;
}
