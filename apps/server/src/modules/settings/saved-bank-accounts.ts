import { maskAccountNumber } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { bankAccountRepo } from './bank-accounts-repo';

/** What another area may read of a saved bank account (never the whole number). */
export interface SavedBankAccount {
  id: string;
  currency: string;
  bank_name: string;
  account_name: string;
  account_number_masked: string;
}

/** One of the merchant's saved bank accounts; undefined for none or another merchant's. */
export async function savedBankAccount(
  q: Queryable,
  merchantId: string,
  id: string,
): Promise<SavedBankAccount | undefined> {
  const r = await bankAccountRepo.mine(q, merchantId, id);
  return (
    r && {
      id: r.id,
      currency: r.currency,
      bank_name: r.bank_name,
      account_name: r.account_name,
      account_number_masked: maskAccountNumber(r.account_number),
    }
  );
}
