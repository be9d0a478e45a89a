/** The payer's pages of the running product, at the address of a real order and account. */
import { randomUUID } from 'node:crypto';
import { createOrdersOn } from '../server';

/** The payment page of a real receipt order: a merchant registered through the API creates it. */
export async function paymentPath(base: string, token: string): Promise<string> {
  const [order] = await createOrdersOn(base, token, 1, () => ({
    asset: 'USDT',
    network: 'TRC20',
    amount: '12.5',
    merchant_order_no: `LH-${randomUUID().slice(0, 8)}`,
    description: 'Two boxes of tea',
  }));
  if (!order) throw new Error('receipt order: none created');
  const url = new URL(order.payment_url);
  return `${url.pathname}${url.search}`;
}

/** A collection account's public page (/batch/transfer): the merchant creates one through the API. */
export async function batchTransferPath(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/api/collection-accounts`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      customer_name: 'Lin Hua',
      customer_ref: `LH-${randomUUID().slice(0, 8)}`,
      email: 'lin.hua@example.com',
      asset: 'USDT',
      network: 'TRC20',
    }),
  });
  const body = (await res.json()) as { data?: { payment_url?: string }; message?: string };
  if (!body.data?.payment_url) throw new Error(`collection account: ${res.status} ${body.message ?? ''}`);
  const url = new URL(body.data.payment_url);
  return `${url.pathname}${url.search}`;
}
