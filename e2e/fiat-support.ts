import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { PDF } from './kyb-support';
import { operatorPost } from './ops-support';
import { approveKyb, type PayingMerchant, securedMerchant, submitKyb } from './payouts-support';
import type { Merchant } from './support';

export const BANK_ACCOUNT = {
  account_name: 'Fiat Journey Trading Ltd',
  bank_name: 'HSBC Hong Kong',
  account_number: '004567890123',
  swift_code: 'HSBCHKHHXXX',
  city: 'Hong Kong',
  country: 'HK',
  currency: 'USD',
  account_type: 'company',
};

export const auth = (m: Merchant) => ({ authorization: `Bearer ${m.token}` });

export async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; data: T; message: string };
  if (body.code !== 200) throw new Error(`${response.url()}: ${body.code} ${body.message}`);
  return body.data;
}

/** A merchant that may pay out (authenticator, payment password, KYB verified) with a saved USD account. */
export async function fiatMerchant(
  request: APIRequestContext,
  name: string,
): Promise<{ merchant: PayingMerchant; bankAccountId: string }> {
  const merchant = await securedMerchant(request, name);
  const submission = await submitKyb(request, merchant);
  await approveKyb(request, submission, '10000');
  const account = await data<{ id: string }>(
    await request.post('/api/merchant/bank-accounts', { headers: auth(merchant), data: BANK_ACCOUNT }),
  );
  return { merchant, bankAccountId: account.id };
}

/** A top-up claimed through the API with a PDF statement; approved by an operator when `received` is given. */
export async function topUp(
  request: APIRequestContext,
  merchant: Merchant,
  bankAccountId: string,
  amount: string,
  received?: string,
): Promise<string> {
  const topup = await data<{ id: string }>(
    await request.post('/api/fiat/topups', {
      headers: { ...auth(merchant), 'idempotency-key': randomUUID() },
      multipart: {
        currency: 'USD',
        amount,
        value_date: new Date().toISOString().slice(0, 10),
        bank_account_id: bankAccountId,
        statement: { name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
  );
  if (received === undefined) return topup.id;
  await data(
    await operatorPost(request, `/api/ops/topups/${topup.id}/approve`, {
      headers: { 'idempotency-key': randomUUID() },
      data: { amount_received: received },
    }),
  );
  return topup.id;
}
