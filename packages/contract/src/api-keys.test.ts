import { describe, expect, it } from 'vitest';
import { loadAllMessages } from './all-messages';
import { apiKeysApi, createApiKeyBody, ipEntryFamily, updateApiKeyBody } from './api-keys';
import { api } from './routes';
import { formatIssues } from './validation';

loadAllMessages();

const errorsOf = (schema: typeof createApiKeyBody | typeof updateApiKeyBody, value: unknown) => {
  const r = schema.safeParse(value, { reportInput: true });
  return r.success ? [] : formatIssues(r.error.issues, 'en');
};

describe('IP allow-list entries', () => {
  it('takes single IPv4/IPv6 addresses and CIDR ranges of either', () => {
    for (const ok of ['203.0.113.7', '0.0.0.0/0', '10.0.0.0/8', '192.168.1.1/32']) {
      expect(ipEntryFamily(ok), ok).toBe('ipv4');
    }
    for (const ok of [
      '::1',
      '::',
      '2001:db8::/32',
      '2001:DB8:0:0:0:0:0:1',
      'fe80::1:2/64',
      '::ffff:1.2.3.4',
      '::/0',
    ]) {
      expect(ipEntryFamily(ok), ok).toBe('ipv6');
    }
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      '256.1.1.1',
      '1.2.3',
      '01.2.3.4',
      '1.2.3.4/33',
      '1.2.3.4/08',
      '1.2.3.4/',
      '1.2.3.4/8/8',
      '2001:db8::/129',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      ':1::',
      '12345::',
      'fe80::1%eth0',
      'localhost',
      '1.2.3.4 ',
    ]) {
      expect(ipEntryFamily(bad), bad).toBeNull();
    }
  });
});

describe('API key bodies', () => {
  it('names the entry at fault, and trims, lower-cases and de-duplicates the list', () => {
    expect(
      errorsOf(createApiKeyBody, { name: 'ci', scopes: ['read'], ip_allow: ['10.0.0.1', '300.1.1.1'] }),
    ).toEqual([
      {
        field: 'ip_allow.1',
        message: 'Not a valid IPv4/IPv6 address or CIDR range (e.g. 203.0.113.7 or 10.0.0.0/8)',
      },
    ]);
    const ok = createApiKeyBody.parse({
      name: ' ci ',
      scopes: ['payouts', 'read', 'read'],
      ip_allow: [' 2001:DB8::1 ', '2001:db8::1'],
    });
    expect(ok).toEqual({ name: 'ci', scopes: ['read', 'payouts'], ip_allow: ['2001:db8::1'] });
  });

  it('needs a name of 1-50 characters and at least one known scope', () => {
    expect(errorsOf(createApiKeyBody, { name: '', scopes: [] })).toEqual([
      { field: 'name', message: 'This field is required' },
      { field: 'scopes', message: 'Choose at least one scope' },
    ]);
    expect(errorsOf(createApiKeyBody, { name: 'x'.repeat(51), scopes: ['admin'] })).toEqual([
      { field: 'name', message: 'Must be at most 50 characters' },
      { field: 'scopes.0', message: 'A scope is one of read, orders and payouts' },
    ]);
    expect(
      errorsOf(createApiKeyBody, { name: 'x', scopes: ['read'], ip_allow: Array(21).fill('1.1.1.1') }),
    ).toEqual([{ field: 'ip_allow', message: 'At most 20 entries in the IP allow-list' }]);
  });

  it('an update changes the name or the list', () => {
    expect(errorsOf(updateApiKeyBody, {})).toEqual([
      { field: 'body', message: 'Give a new name or a new IP allow-list' },
    ]);
    expect(updateApiKeyBody.parse({ ip_allow: [] })).toEqual({ ip_allow: [] });
  });
});

describe('which routes take an API key', () => {
  const scoped = Object.entries(api).filter(([, r]) => r.apiScope);

  it('only merchant routes of orders, payouts, balances, the fiat account, the history, the money page, webhooks and events; never settings, auth, KYB or ops', () => {
    for (const [name, r] of scoped) {
      expect(r.access, name).toBe('merchant');
      expect(
        ['crypto', 'payouts', 'fiat', 'history', 'collection', 'money', 'webhooks', 'events'],
        name,
      ).toContain(r.tag);
    }
    for (const r of Object.values(apiKeysApi)) expect(r.apiScope).toBeUndefined();
  });

  it('writes of orders need "orders", money out "payouts", webhook settings and events "webhooks", every other GET "read"', () => {
    const scopeOf = Object.fromEntries(scoped.map(([name, r]) => [name, r.apiScope]));
    expect(scopeOf).toMatchObject({
      createReceiptOrder: 'orders',
      cancelReceiptOrder: 'orders',
      acceptReceiptOrder: 'orders',
      refundReceiptOrder: 'orders',
      previewRemittance: 'payouts',
      createRemittance: 'payouts',
      createFiatQuote: 'payouts',
      createFiatWithdrawal: 'payouts',
      listReceiptOrders: 'read',
      listHistory: 'read',
      getHistoryRow: 'read',
      getReceiptOrder: 'read',
      balances: 'read',
      listRemittances: 'read',
      listFiatWithdrawals: 'read',
      fiatBalances: 'read',
      getPayout: 'read',
    });
    for (const [name, r] of scoped) {
      // webhook endpoints, deliveries and events, read or written, are the `webhooks` scope's alone
      if (r.tag === 'webhooks' || r.tag === 'events') expect(r.apiScope, name).toBe('webhooks');
      else if (r.method === 'GET' && r.apiScope !== 'payouts') expect(r.apiScope, name).toBe('read');
    }
  });
});
