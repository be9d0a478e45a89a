import { safeParseInput, type TopupFields, toMinor, topupFields } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { AppError, type FieldProblem, fail, RequestValidationError } from '../../platform/errors';
import { type SavedBankAccount, savedBankAccount } from '../settings';
import { type CurrencyRow, fiatRepo } from './repo';
import type { StoredStatement, TopupUpload } from './statement-upload';
import type { DecimalsOf } from './view';

/** The latest calendar day anywhere on Earth (UTC+14) at `now`: a value date after it is in the future. */
function latestDay(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

const isCalendarDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

export interface CheckedTopup {
  fields: TopupFields;
  currency: CurrencyRow;
  amount: bigint;
  account: SavedBankAccount;
  statement: StoredStatement;
}

/**
 * A top-up's fields checked against the data: the currency exists and is enabled, the amount is
 * positive with at most the currency's decimals, the value date is a real day not in the future, the
 * paying account is one of the merchant's saved ones in that currency, and a statement came. Every
 * problem found is answered at once (422, each field named).
 */
export async function checkTopup(
  q: Queryable,
  merchantId: string,
  upload: TopupUpload,
  decimalsOf: DecimalsOf,
  now: Date,
): Promise<CheckedTopup> {
  const parsed = safeParseInput(topupFields, upload.fields);
  if (!parsed.success) throw new RequestValidationError(parsed.issues);
  const statement = upload.statement;
  if (!statement) throw fail.field('statement', 'statement_required');
  const f = parsed.data;
  const problems: FieldProblem[] = [];
  const currency = await fiatRepo.currency(q, f.currency);
  if (!currency) problems.push({ field: 'currency', key: 'currency_invalid' });
  else if (!currency.enabled) problems.push({ field: 'currency', key: 'currency_disabled' });
  const decimals = decimalsOf(f.currency);
  const amount = toMinor(f.amount, decimals);
  if (amount === null) problems.push({ field: 'amount', key: 'amount_precision', params: { decimals } });
  else if (amount === 0n) problems.push({ field: 'amount', key: 'amount_not_positive' });
  else if (amount > 9_000_000_000_000_000n) problems.push({ field: 'amount', key: 'amount_too_large' });
  if (!isCalendarDay(f.value_date)) problems.push({ field: 'value_date', key: 'date_invalid' });
  else if (f.value_date > latestDay(now)) problems.push({ field: 'value_date', key: 'value_date_future' });
  const account = await savedBankAccount(q, merchantId, f.bank_account_id);
  if (!account) problems.push({ field: 'bank_account_id', key: 'topup_bank_account_invalid' });
  else if (currency && account.currency !== currency.code) {
    problems.push({ field: 'bank_account_id', key: 'topup_bank_account_currency_mismatch' });
  }
  if (problems.length || !currency || amount === null || !account) {
    throw new AppError(422, 'validation_failed', { fields: problems });
  }
  return { fields: f, currency, amount, account, statement };
}
