import type { APIRequestContext } from '@playwright/test';
import { auth, data } from './fiat-support';
import type { Merchant } from './support';

/** What the API answers of a collection account (the fields the journeys read). */
export interface CollectionAccountSeen {
  id: string;
  customer_ref: string;
  address: string;
  payment_url: string;
}

/** A collection account created through the API (USDT on TRC20 unless told otherwise). */
export async function createCollectionAccount(
  request: APIRequestContext,
  merchant: Merchant,
  fields: { customer_name: string; customer_ref: string; email: string; expected_amount?: string },
): Promise<CollectionAccountSeen> {
  return data<CollectionAccountSeen>(
    await request.post('/api/collection-accounts', {
      headers: { ...auth(merchant), 'idempotency-key': `e2e-${fields.customer_ref}` },
      data: { asset: 'USDT', network: 'TRC20', ...fields },
    }),
  );
}

/** Sends `amount` USDT on TRC20 to an address from the dev faucet (what the payer's button does). */
export async function payFromFaucet(request: APIRequestContext, to: string, amount: string): Promise<void> {
  await data(
    await request.post('/api/dev/chain/transfers', { data: { network: 'TRC20', asset: 'USDT', to, amount } }),
  );
}

/** The import file's heading line, as the template in `lang` has it. */
export async function templateHeading(
  request: APIRequestContext,
  merchant: Merchant,
  lang: 'cn' | 'en',
): Promise<string> {
  const file = await request.get(`/api/collection-imports/template?format=csv&lang=${lang}`, {
    headers: auth(merchant),
  });
  if (!file.ok()) throw new Error(`template: ${file.status()} ${await file.text()}`);
  const [heading = ''] = (await file.text()).replace(/^\uFEFF/, '').split(/\r?\n/);
  return heading;
}

/** A CSV of the template's heading and the given rows (fields in the template's order). */
export function csvOf(heading: string, rows: string[][]): Buffer {
  return Buffer.from([heading, ...rows.map((r) => r.join(','))].join('\r\n'), 'utf8');
}

/** The path and query of a payment link (the page is opened on the server the journey runs against). */
export const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
