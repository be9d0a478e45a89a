import { randomUUID } from 'node:crypto';
import { type ApiRoute, api } from '@mc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { loggedInOperator } from '../../testing/ops';
import { loggedInMerchant } from '../../testing/scenarios';

// Operators and merchants are different principals: neither token opens the other's API.
let t: TestApp;
let merchantToken: string;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  merchantToken = (await loggedInMerchant(t)).token;
  operatorToken = (await loggedInOperator(t)).token;
});
afterAll(() => t.close());

const routes = (access: ApiRoute['access']) =>
  Object.entries(api).filter(([, r]) => (r as ApiRoute).access === access) as [string, ApiRoute][];

/** A request to a route with its `:params` filled with fresh ids (the token is refused before anything else). */
function request(route: ApiRoute, token: string) {
  const url = `/api${route.path.replace(/:\w+/g, () => randomUUID())}`;
  return t.call({
    method: route.method,
    url,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    ...(route.method === 'POST' ? { payload: {} } : {}),
  });
}

describe('principals are separate', () => {
  it('the back office has operator routes', () => {
    expect(routes('operator').length).toBeGreaterThanOrEqual(15);
  });

  it('a merchant token on every operator endpoint answers 401', async () => {
    const seen: Record<string, number> = {};
    for (const [name, route] of routes('operator')) seen[name] = (await request(route, merchantToken)).status;
    expect(Object.entries(seen).filter(([, status]) => status !== 401)).toEqual([]);
  });

  it('an operator token on every merchant endpoint answers 401', async () => {
    const seen: Record<string, number> = {};
    for (const [name, route] of routes('merchant')) seen[name] = (await request(route, operatorToken)).status;
    expect(Object.keys(seen).length).toBeGreaterThan(10);
    expect(Object.entries(seen).filter(([, status]) => status !== 401)).toEqual([]);
  });

  it('the same tokens keep working where they belong', async () => {
    const me = await t.call({
      method: 'GET',
      url: '/api/ops/me',
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(me.status).toBe(200);
    const info = await t.call({
      method: 'GET',
      url: '/api/merchant/info',
      headers: { authorization: `Bearer ${merchantToken}` },
    });
    expect(info.status).toBe(200);
  });

  it('a KYB document link is no merchant session and a merchant token is no document link', async () => {
    const res = await t.call({ method: 'GET', url: `/api/ops/kyb-files/${merchantToken}` });
    expect(res.status).toBe(404);
  });
});
