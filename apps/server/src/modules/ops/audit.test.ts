import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { createOperator, loggedInOperator, opsGet, opsLogin, opsPost } from '../../testing/ops';
import { registerMerchant } from '../../testing/scenarios';

let t: TestApp;
let first: Awaited<ReturnType<typeof loggedInOperator>>;
let second: Awaited<ReturnType<typeof loggedInOperator>>;
let merchantId: string;
beforeAll(async () => {
  t = await createTestApp();
  first = await loggedInOperator(t);
  second = await loggedInOperator(t);
  merchantId = (await registerMerchant(t)).merchantId;
  await opsPost(t, first.token, `/api/ops/merchants/${merchantId}/disable`, { reason: 'first disables' });
  await opsPost(t, second.token, `/api/ops/merchants/${merchantId}/enable`, { reason: 'second enables' });
  await opsLogin(t, first, { password: 'Wrong-Password-77' });
});
afterAll(() => t.close());

const get = (url: string) => opsGet(t, first.token, url);
type Entry = { action: string; operator_id: string | null; operator_email: string | null; target_id: string };

describe('the audit log', () => {
  it('lists every operator action newest first, with who, what, on what, from where', async () => {
    const res = await get('/api/ops/audit?limit=100');
    expect(res.status).toBe(200);
    const items: Entry[] = res.body.data.items;
    expect(items.slice(0, 3).map((e) => e.action)).toEqual([
      'login_failed',
      'merchant_enabled',
      'merchant_disabled',
    ]);
    expect(items[1]).toMatchObject({
      operator_id: second.id,
      operator_email: second.email,
      target_type: 'merchant',
      target_id: merchantId,
      detail: { reason: 'second enables', merchant_name: 'Acme Trading Ltd' },
      ip: '127.0.0.1',
    });
    const created = items.filter((e) => e.action === 'operator_created');
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({
      operator_id: null,
      operator_email: null,
      detail: { via: 'command line' },
    });
    expect(items.filter((e) => e.action === 'login').map((e) => e.operator_id)).toEqual([
      second.id,
      first.id,
    ]);
  });

  it('filters by operator and by action', async () => {
    const mine = await get(`/api/ops/audit?operator_id=${first.id}`);
    expect(new Set(mine.body.data.items.map((e: Entry) => e.operator_id))).toEqual(new Set([first.id]));
    expect(mine.body.data.items.map((e: Entry) => e.action)).toEqual([
      'login_failed',
      'merchant_disabled',
      'login',
    ]);
    const enables = await get('/api/ops/audit?action=merchant_enabled');
    expect(enables.body.data.items.map((e: Entry) => e.operator_id)).toEqual([second.id]);
    const both = await get(`/api/ops/audit?operator_id=${second.id}&action=merchant_disabled`);
    expect(both.body.data.items).toEqual([]);
  });

  it('pages with a cursor until nothing is left', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof get>> = await get(
        `/api/ops/audit?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.body.data.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.items.map((e: { id: string }) => e.id));
      cursor = res.body.data.next_cursor;
      expect(res.body.data.has_more).toBe(cursor !== null);
    } while (cursor);
    const all = await get('/api/ops/audit?limit=100');
    expect(seen).toEqual(all.body.data.items.map((e: { id: string }) => e.id));
  });

  it('lists the operators for the filter', async () => {
    const third = await createOperator(t);
    const res = await get('/api/ops/operators');
    expect(res.body.data.items.map((o: { email: string }) => o.email)).toEqual([
      first.email,
      second.email,
      third.email,
    ]);
    expect(res.body.data.items[2]).toMatchObject({ status: 'active', last_login_at: null });
  });

  it('refuses bad filters, naming them', async () => {
    for (const [query, field] of [
      ['action=delete_everything', 'action'],
      ['operator_id=me', 'operator_id'],
      ['limit=0', 'limit'],
      ['cursor=abc', 'cursor'],
      ['extra=1', 'extra'],
    ]) {
      const res = await get(`/api/ops/audit?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.errors?.[0]?.field).toBe(field);
    }
  });
});
