import { describe, expect, it } from 'vitest';
import { createKey, withKey } from '../../testing/api-keys';
import { appPerFile, twoMerchantsPerFile } from '../../testing/app-hooks';
import { accountBody, createAccount } from '../../testing/collection';
import { confirmAll, idem, pay } from '../../testing/receiving';
import { as } from '../../testing/settings';

// Collection accounts through the API: create, list (filters, search, pages), status, settings; bad
// input answers 422 naming the field and changes nothing; API keys by scope.
const t = appPerFile();
const [a, b] = twoMerchantsPerFile(t);

const post = (body: object, key = idem()) => as(t, a)('POST', '/collection-accounts', body, key);
const list = async (query = '') => {
  const res = await as(t, a)('GET', `/collection-accounts${query ? `?${query}` : ''}`);
  expect(res.status, res.res.body).toBe(200);
  return res.body.data as {
    items: { id: string; customer_ref: string }[];
    has_more: boolean;
    next_cursor: string | null;
  };
};
const refsOf = async (query: string) => (await list(query)).items.map((i) => i.customer_ref).sort();
const fieldsOf = (res: { body: { errors?: { field: string }[] } }) => res.body.errors?.map((e) => e.field);

describe('creating a collection account', () => {
  it('answers the account with its own deposit address, payment page and empty figures; a replayed key answers it again', async () => {
    const key = idem();
    const body = accountBody({ customer_ref: 'NEW-1', expected_amount: '100.5', remark: 'monthly fee' });
    const res = await post(body, key);
    expect(res.status, res.res.body).toBe(200);
    const acct = res.body.data;
    // what was sent, the amount in the asset's decimals, and the figures of an account with no transfer
    const figures = { this_month: { month: '2026-11', deposits: 0, amount: '0.000000' }, deposit_count: 0 };
    expect(acct).toMatchObject({ ...body, expected_amount: '100.500000', status: 'active', ...figures });
    expect([acct.total_received, acct.last_deposit_at]).toEqual(['0.000000', null]);
    expect(acct.payment_url).toMatch(new RegExp(`/batch/transfer\\?account=${acct.id}$`));
    expect(t.chain.isValidAddress('TRC20', acct.address)).toBe(true);
    const replay = await post(body, key);
    expect(replay.res.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data.id).toBe(acct.id);
    const erc = await createAccount(t, a.token, { network: 'ERC20', asset: 'USDC' });
    expect(erc.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(erc.address).not.toBe(acct.address);
  });

  it('refuses bad input with 422 naming the field, and creates nothing', async () => {
    const before = (await list('limit=100')).items.length;
    const cases: [object, string][] = [
      [accountBody({ colour: 'red' }), 'colour'],
      [accountBody({ email: 'not-an-email' }), 'email'],
      [accountBody({ customer_ref: 'has space' }), 'customer_ref'],
      [accountBody({ customer_name: '<b>x</b>' }), 'customer_name'],
      [accountBody({ customer_name: 'x'.repeat(101) }), 'customer_name'],
      [accountBody({ network: 'BTC' }), 'network'],
      [accountBody({ expected_amount: '0' }), 'expected_amount'],
      [accountBody({ expected_amount: '1.1234567' }), 'expected_amount'],
      [accountBody({ expected_amount: 5 }), 'expected_amount'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(fieldsOf(res), JSON.stringify(body)).toContain(field);
    }
    const taken = await post(accountBody({ customer_ref: 'NEW-1' }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual([
      { field: 'customer_ref', message: 'This customer reference is already used' },
    ]);
    expect((await list('limit=100')).items.length).toBe(before);
  });
});

describe('the list of collection accounts', () => {
  it('filters by asset, network and status, and finds a name (contains) or a reference or an address (exact, any case)', async () => {
    const m = await createAccount(t, a.token, { customer_ref: 'FIND-Alpha', customer_name: 'Li Na Trading' });
    await createAccount(t, a.token, { customer_ref: 'FIND-Beta', asset: 'USDC', network: 'ERC20' });
    expect(await refsOf('q=na%20trad')).toEqual(['FIND-Alpha']);
    expect(await refsOf('q=find-alpha')).toEqual(['FIND-Alpha']);
    expect(await refsOf('q=FIND')).toEqual([]); // a reference matches whole only
    expect(await refsOf(`q=${m.address.toLowerCase()}`)).toEqual(['FIND-Alpha']);
    expect(await refsOf('q=100%25')).toEqual([]); // % is a character, not a pattern
    expect(await refsOf('network=ERC20&q=FIND-Beta')).toEqual(['FIND-Beta']);
    expect(await refsOf('asset=USDT&q=FIND-Beta')).toEqual([]);
    await as(t, a)('POST', `/collection-accounts/${m.id}/status`, { status: 'disabled' });
    expect(await refsOf('status=disabled')).toEqual(['FIND-Alpha']);
    expect((await refsOf('status=active')).includes('FIND-Alpha')).toBe(false);
  });

  it('filters by a deposit this month', async () => {
    const paid = await createAccount(t, a.token, { customer_ref: 'MONTH-paid' });
    await createAccount(t, a.token, { customer_ref: 'MONTH-none' });
    await pay(t, paid.address, '3');
    await confirmAll(t);
    expect((await refsOf('deposited_this_month=true')).filter((r) => r.startsWith('MONTH'))).toEqual([
      'MONTH-paid',
    ]);
    expect(
      (await refsOf('deposited_this_month=false&limit=100')).filter((r) => r.startsWith('MONTH')),
    ).toEqual(['MONTH-none']);
    const [item] = (await list('q=MONTH-paid')).items as unknown as Record<string, unknown>[];
    expect(item).toMatchObject({
      this_month: { deposits: 1, amount: '3.000000' },
      total_received: '3.000000',
      deposit_count: 1,
    });
  });

  it('pages newest first with a cursor, each account once', async () => {
    for (let i = 0; i < 5; i++) await createAccount(t, a.token, { customer_ref: `PAGE-${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.next_cursor;
    } while (cursor);
    const all = await list('limit=100');
    expect(seen).toEqual(all.items.map((i) => i.id));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses a search of 10,000 characters, a bad filter or cursor with 422 naming the field', async () => {
    for (const [query, field] of [
      [`q=${'x'.repeat(10_000)}`, 'q'],
      ['status=closed', 'status'],
      ['deposited_this_month=yes', 'deposited_this_month'],
      ['cursor=not-a-cursor', 'cursor'],
      ['limit=1000', 'limit'],
      ['colour=red', 'colour'],
    ]) {
      const res = await as(t, a)('GET', `/collection-accounts?${query}`);
      expect(res.status, query).toBe(422);
      expect(fieldsOf(res), query).toContain(field);
    }
  });

  it("shows a merchant only its own accounts; another merchant's id answers 404 like a missing one", async () => {
    const mine = await createAccount(t, a.token, { customer_ref: 'OWN-1' });
    expect((await as(t, b)('GET', '/collection-accounts?q=OWN-1')).body.data.items).toEqual([]);
    for (const [method, path, body] of [
      ['GET', `/collection-accounts/${mine.id}`, undefined],
      ['POST', `/collection-accounts/${mine.id}/status`, { status: 'disabled' }],
    ] as const) {
      const theirs = await as(t, b)(method, path, body);
      const nobodys = await as(t, b)(method, path.replace(mine.id, crypto.randomUUID()), body);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(nobodys.body);
    }
    expect((await as(t, a)('GET', `/collection-accounts/${mine.id}`)).body.data.status).toBe('active');
  });
});

describe('status', () => {
  it('disables and enables an account', async () => {
    const acct = await createAccount(t, a.token);
    const set = (status: string) => as(t, a)('POST', `/collection-accounts/${acct.id}/status`, { status });
    expect((await set('disabled')).body.data.status).toBe('disabled');
    expect((await set('disabled')).body.data.status).toBe('disabled');
    expect((await set('active')).body.data.status).toBe('active');
    expect(fieldsOf(await set('closed'))).toEqual(['status']);
  });
});

describe('collection accounts by API key', () => {
  it('a read key lists and reads but may not create; an orders key creates', async () => {
    const reader = withKey(t, (await createKey(t, a, { scopes: ['read'] })).token);
    const writer = withKey(t, (await createKey(t, a, { scopes: ['orders'] })).token);
    expect((await reader('GET', '/collection-accounts')).status).toBe(200);
    const refused = await reader('POST', '/collection-accounts', accountBody(), idem());
    expect(refused.status).toBe(403);
    const made = await writer('POST', '/collection-accounts', accountBody({ customer_ref: 'KEY-1' }), idem());
    expect(made.status, made.res.body).toBe(200);
    expect((await reader('GET', `/collection-accounts/${made.body.data.id}`)).status).toBe(200);
    expect((await writer('GET', '/collection-accounts')).status).toBe(403);
    // the time zone is the settings page's: a session only
    expect((await reader('GET', '/merchant/settings')).status).toBe(403);
    expect((await writer('POST', '/merchant/settings', { timezone: 'UTC' })).status).toBe(403);
  });
});
