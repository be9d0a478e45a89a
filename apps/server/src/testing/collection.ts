import { randomUUID } from 'node:crypto';
import type { TestApp } from './harness';
import { idem } from './receiving';
import { bearer } from './scenarios';

/** The body of a new collection account, unique by its reference. */
export const accountBody = (body: Record<string, unknown> = {}) => ({
  customer_name: 'Zhang Wei',
  customer_ref: `C-${randomUUID().slice(0, 8)}`,
  email: 'zhang.wei@example.com',
  asset: 'USDT',
  network: 'TRC20',
  ...body,
});

/** A collection account created through the API by a logged-in merchant. */
export async function createAccount(t: TestApp, token: string, body: Record<string, unknown> = {}) {
  const res = await t.call({
    method: 'POST',
    url: '/api/collection-accounts',
    headers: { ...bearer(token), ...idem() },
    payload: accountBody(body),
  });
  if (res.status !== 200) throw new Error(`create account failed: ${res.res.body}`);
  return res.body.data as { id: string; address: string; customer_ref: string; status: string };
}

/** An account with its deposits (the receipt orders its transfers became), as its owner reads it. */
export async function accountDetail(t: TestApp, token: string, id: string) {
  const res = await t.call({ method: 'GET', url: `/api/collection-accounts/${id}`, headers: bearer(token) });
  if (res.status !== 200) throw new Error(`account detail failed: ${res.res.body}`);
  return res.body.data;
}
