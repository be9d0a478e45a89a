import { randomUUID } from 'node:crypto';
import type { TestApp } from './harness';
import { multipart, type Part, TINY_PDF } from './kyb';
import { loggedInOperator, opsPost } from './ops';
import { bearer } from './scenarios';
import { type Actor, as } from './settings';

/** Saves a bank account of the merchant in `currency`; answers its id. */
export async function savedBankAccount(
  t: TestApp,
  m: Pick<Actor, 'token'>,
  currency = 'USD',
  number = '0123456789',
  bankName = 'HSBC Hong Kong',
) {
  const res = await as(t, m)('POST', '/merchant/bank-accounts', {
    account_name: 'Blue Harbor Trading Ltd',
    bank_name: bankName,
    account_number: number,
    swift_code: 'HSBCHKHHXXX',
    city: 'Hong Kong',
    province: '',
    postcode: '',
    country: 'HK',
    currency,
    account_type: 'company',
  });
  if (res.status !== 200) throw new Error(`bank account: ${res.res.body}`);
  return res.body.data.id as string;
}

/** Yesterday's date (YYYY-MM-DD) by the test clock. */
export const yesterday = (t: TestApp) =>
  new Date(t.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);

/** The text fields of a valid USD top-up of 1000.00 from `bankAccountId`. */
export const topupFieldsOf = (t: TestApp, bankAccountId: string, extra: Record<string, string> = {}) => ({
  currency: 'USD',
  amount: '1000.00',
  value_date: yesterday(t),
  bank_account_id: bankAccountId,
  ...extra,
});

export const PDF_STATEMENT: Part = { field: 'statement', filename: 'statement.pdf', content: TINY_PDF };

/** POST /api/fiat/topups as multipart: the fields, then the statement part (none when null). */
export function submitTopup(
  t: TestApp,
  m: Pick<Actor, 'token'>,
  fields: Record<string, string>,
  statement: Part | null = PDF_STATEMENT,
  key: string = randomUUID(),
) {
  const parts: Part[] = Object.entries(fields).map(([field, content]) => ({ field, content }));
  if (statement) parts.push(statement);
  const body = multipart(parts);
  return t.call({
    method: 'POST',
    url: '/api/fiat/topups',
    headers: {
      ...bearer(m.token),
      'content-type': body.contentType,
      'accept-language': 'en',
      'idempotency-key': key,
    },
    payload: body.payload,
  });
}

/** A submitted USD top-up of `amount` by the merchant (a bank account saved for it); answers its id. */
export async function submittedTopup(
  t: TestApp,
  m: Pick<Actor, 'token'>,
  amount = '1000.00',
  bankName?: string,
) {
  const account = await savedBankAccount(t, m, 'USD', `9${Math.floor(Math.random() * 1e9)}`, bankName);
  const res = await submitTopup(t, m, topupFieldsOf(t, account, { amount }));
  if (res.status !== 200) throw new Error(`top-up: ${res.res.body}`);
  return res.body.data.id as string;
}

/** A merchant whose USD top-up of `amount` (from a bank of that name) an operator approved in full. */
export async function toppedUp(t: TestApp, m: Pick<Actor, 'token'>, amount = '1000.00', bankName?: string) {
  const id = await submittedTopup(t, m, amount, bankName);
  const op = await loggedInOperator(t);
  const res = await opsPost(
    t,
    op.token,
    `/api/ops/topups/${id}/approve`,
    { amount_received: amount },
    randomUUID(),
  );
  if (res.status !== 200) throw new Error(`approve: ${res.res.body}`);
  return id;
}
