import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKey } from './testing/api-keys';
import { appPerFile } from './testing/app-hooks';
import { createAccount } from './testing/collection';
import { csvFile, HEADINGS_EN, uploadImport, validRow } from './testing/collection-imports';
import { submittedTopup } from './testing/fiat';
import { submitKyb } from './testing/kyb';
import { fund, PAYMENT_PASSWORD, payingMerchant, remit, TRON_ADDRESS } from './testing/payouts';
import { confirmAll, createOrder, pay } from './testing/receiving';
import { type Actor, as, nextTotp, withPaymentPassword } from './testing/settings';
import { teamMember } from './testing/team';
import { addEndpoint } from './testing/webhooks';

// Merchant B asking for merchant A's records by id gets the very answer an id that does not exist
// gets: 404, the same message. Every route of the API that takes an id is in the table below; a new
// area adds its own (the last test fails on a route that is not).
const t = appPerFile();

type Resource =
  | 'order'
  | 'latePayment'
  | 'payout'
  | 'payee'
  | 'bankAccount'
  | 'session'
  | 'apiKey'
  | 'kybFile'
  | 'kybSubmission'
  | 'historyRow'
  | 'topup'
  | 'collectionAccount'
  | 'collectionImport'
  | 'member'
  | 'webhookEndpoint'
  | 'webhookDelivery'
  | 'event'
  | 'statement';

/** What B sends to each route: the body a valid request of its own would carry. */
const ROUTES: {
  method: 'GET' | 'POST';
  path: string;
  of: Resource;
  body?: (b: Actor) => object;
  /** Asked by a B whose own KYB is still a draft (a verified one may change no KYB file at all). */
  draftB?: true;
}[] = [
  { method: 'GET', path: '/receipt-orders/{id}', of: 'order' },
  { method: 'POST', path: '/receipt-orders/{id}/cancel', of: 'order' },
  { method: 'POST', path: '/receipt-orders/{id}/accept', of: 'order' },
  {
    method: 'POST',
    path: '/receipt-orders/{id}/refund',
    of: 'order',
    body: () => ({ address: TRON_ADDRESS }),
  },
  {
    method: 'POST',
    path: '/receipt-orders/{id}/refund-excess',
    of: 'order',
    body: () => ({ address: TRON_ADDRESS }),
  },
  { method: 'POST', path: '/late-payments/{id}/credit', of: 'latePayment' },
  {
    method: 'POST',
    path: '/late-payments/{id}/refund',
    of: 'latePayment',
    body: () => ({ address: TRON_ADDRESS }),
  },
  { method: 'GET', path: '/payouts/{id}', of: 'payout' },
  { method: 'GET', path: '/history/{id}', of: 'historyRow' },
  {
    method: 'POST',
    path: '/merchant/payees/{id}',
    of: 'payee',
    body: () => ({ name: 'Renamed', network: 'TRC20', address: TRON_ADDRESS }),
  },
  { method: 'POST', path: '/merchant/payees/{id}/delete', of: 'payee' },
  { method: 'GET', path: '/merchant/bank-accounts/{id}', of: 'bankAccount' },
  {
    method: 'POST',
    path: '/merchant/bank-accounts/{id}',
    of: 'bankAccount',
    body: () => bankAccount('Renamed Ltd'),
  },
  { method: 'POST', path: '/merchant/bank-accounts/{id}/default', of: 'bankAccount' },
  { method: 'POST', path: '/merchant/bank-accounts/{id}/delete', of: 'bankAccount' },
  { method: 'POST', path: '/merchant/sessions/{id}/revoke', of: 'session' },
  { method: 'POST', path: '/settings/api-keys/{id}', of: 'apiKey', body: () => ({ name: 'Renamed' }) },
  {
    method: 'POST',
    path: '/settings/api-keys/{id}/rotate',
    of: 'apiKey',
    body: (b) => ({ totp_code: nextTotp(t, b) }),
  },
  { method: 'POST', path: '/settings/api-keys/{id}/revoke', of: 'apiKey' },
  { method: 'GET', path: '/merchant/kyb/files/{id}', of: 'kybFile' },
  { method: 'POST', path: '/merchant/kyb/files/{id}/delete', of: 'kybFile', draftB: true },
  { method: 'GET', path: '/merchant/kyb/submissions/{id}', of: 'kybSubmission' },
  { method: 'GET', path: '/fiat/topups/{id}', of: 'topup' },
  { method: 'GET', path: '/fiat/topups/{id}/statement', of: 'topup' },
  { method: 'GET', path: '/collection-accounts/{id}', of: 'collectionAccount' },
  {
    method: 'POST',
    path: '/collection-accounts/{id}/status',
    of: 'collectionAccount',
    body: () => ({ status: 'disabled' }),
  },
  { method: 'GET', path: '/collection-imports/{id}', of: 'collectionImport' },
  {
    method: 'POST',
    path: '/collection-imports/{id}/commit',
    of: 'collectionImport',
    body: () => ({ mode: 'valid_only' }),
  },
  { method: 'POST', path: '/team/members/{id}/resend', of: 'member' },
  { method: 'POST', path: '/team/members/{id}/role', of: 'member', body: () => ({ role: 'operator' }) },
  { method: 'POST', path: '/team/members/{id}/status', of: 'member', body: () => ({ status: 'disabled' }) },
  { method: 'POST', path: '/team/members/{id}/remove', of: 'member' },
  {
    method: 'POST',
    path: '/webhooks/endpoints/{id}',
    of: 'webhookEndpoint',
    body: () => ({ description: 'Renamed' }),
  },
  { method: 'POST', path: '/webhooks/endpoints/{id}/delete', of: 'webhookEndpoint' },
  { method: 'POST', path: '/webhooks/endpoints/{id}/rotate-secret', of: 'webhookEndpoint' },
  { method: 'POST', path: '/webhooks/endpoints/{id}/test', of: 'webhookEndpoint' },
  { method: 'GET', path: '/webhooks/endpoints/{id}/deliveries', of: 'webhookEndpoint' },
  {
    method: 'POST',
    path: '/webhooks/endpoints/{id}/resend-failed',
    of: 'webhookEndpoint',
    body: () => ({ from: '2026-01-01T00:00:00Z', to: '2027-01-01T00:00:00Z' }),
  },
  { method: 'GET', path: '/webhooks/deliveries/{id}', of: 'webhookDelivery' },
  { method: 'POST', path: '/webhooks/deliveries/{id}/resend', of: 'webhookDelivery' },
  { method: 'GET', path: '/events/{id}', of: 'event' },
  { method: 'GET', path: '/money/statements/{id}/pdf', of: 'statement' },
  { method: 'GET', path: '/money/statements/{id}/csv', of: 'statement' },
];

function bankAccount(account_name: string) {
  return {
    account_name,
    bank_name: 'HSBC Hong Kong',
    account_number: '0123 4567 8901',
    swift_code: 'HSBCHKHHXXX',
    city: 'Hong Kong',
    country: 'HK',
    currency: 'USD',
    account_type: 'company',
  };
}

/** A merchant who submitted KYB, then was verified and funded: one record of every kind it owns. */
async function ownerOfEverything(): Promise<{ a: Actor; records: Record<Resource, string> }> {
  const a = await withPaymentPassword(t);
  const submission = await submitKyb(t, a.token);
  await t.db.query(`UPDATE merchants SET kyb_status = 'verified' WHERE id = $1`, [a.merchantId]);
  await fund(t, a, '100');
  const call = as(t, a);
  const order = await createOrder(t, a.token, { amount: '10' });
  const settled = await createOrder(t, a.token, { amount: '10' });
  await pay(t, settled.deposit_address, '10');
  await confirmAll(t);
  await t.app.receiving.tick();
  await pay(t, settled.deposit_address, '3'); // after the order completed: a late payment
  await confirmAll(t);
  await t.app.receiving.tick();
  const [late] = await t.db.query<{ id: string }>('SELECT id::text FROM late_payments WHERE order_id = $1', [
    settled.id,
  ]);
  const payout = await remit(t, a, { amount: '5', payment_password: PAYMENT_PASSWORD });
  const payee = await call('POST', '/merchant/payees', {
    name: 'Supplier',
    network: 'TRC20',
    address: TRON_ADDRESS,
  });
  const account = await call('POST', '/merchant/bank-accounts', bankAccount('Blue Harbor Trading Ltd'));
  const sessions = await call('GET', '/merchant/sessions');
  const key = await createKey(t, a, { scopes: ['read'] });
  const topup = await submittedTopup(t, a, '10.00');
  const collectionAccount = await createAccount(t, a.token);
  const [file] = await t.db.query<{ id: string }>(
    'SELECT id::text FROM kyb_files WHERE merchant_id = $1 LIMIT 1',
    [a.merchantId],
  );
  const [row] = await t.db.query<{ id: string }>(
    'SELECT id::text FROM history_rows WHERE merchant_id = $1 LIMIT 1',
    [a.merchantId],
  );
  const upload = await uploadImport(t, a.token, csvFile([HEADINGS_EN, validRow(1)]));
  const member = await teamMember(t, a, 'viewer');
  const endpoint = await addEndpoint(t, a, 'http://127.0.0.1:9/hooks');
  const sent = await call('POST', `/webhooks/endpoints/${endpoint.id}/test`);
  await t.app.statements.generate('2026-11'); // the month so far: a statement of A's
  const [statement] = await t.db.query<{ id: string }>(
    'SELECT id::text FROM statements WHERE merchant_id = $1',
    [a.merchantId],
  );
  const events = await as(t, a)('GET', `/events?object_id=${order.id}`);
  const records = {
    order: order.id,
    historyRow: row?.id,
    latePayment: late?.id,
    payout: payout.body.data?.id,
    payee: payee.body.data?.id,
    bankAccount: account.body.data?.id,
    session: sessions.body.data?.items?.[0]?.id,
    apiKey: key.id,
    kybFile: file?.id,
    kybSubmission: submission.id,
    topup,
    collectionAccount: collectionAccount.id,
    collectionImport: upload.body.data?.id,
    member: member.userId,
    webhookEndpoint: endpoint.id,
    webhookDelivery: sent.body.data?.delivery_id,
    event: events.body.data?.items?.[0]?.id,
    statement: statement?.id,
  };
  for (const [kind, id] of Object.entries(records)) expect(id, `A's ${kind}`).toBeTruthy();
  return { a, records: records as Record<Resource, string> };
}

describe("another merchant's records", () => {
  it('answer B exactly as an id that does not exist: 404, on every route that takes an id', async () => {
    const { a, records } = await ownerOfEverything();
    const verified = await payingMerchant(t, '100');
    const draft = await withPaymentPassword(t);
    for (const route of ROUTES) {
      const b = route.draftB ? draft : verified;
      const send = (id: string) =>
        as(t, b)(
          route.method,
          route.path.replace('{id}', id),
          route.method === 'POST' ? (route.body?.(b) ?? {}) : undefined,
          {
            'idempotency-key': randomUUID(),
          },
        );
      const theirs = await send(records[route.of]);
      const nobodys = await send(randomUUID());
      const at = `${route.method} ${route.path}`;
      expect(theirs.status, `${at}: ${theirs.res.body}`).toBe(404);
      expect(nobodys.status, `${at}: ${nobodys.res.body}`).toBe(404);
      expect(theirs.body.message, at).toBe(nobodys.body.message);
    }
    // A still has every record, untouched by B's attempts
    expect((await as(t, a)('GET', `/receipt-orders/${records.order}`)).body.data.status).toBe('unpaid');
    const payees = (await as(t, a)('GET', '/merchant/payees')).body.data.items as {
      id: string;
      name: string;
    }[];
    expect(payees.map((p) => [p.id, p.name])).toEqual([[records.payee, 'Supplier']]);
    const account = await as(t, a)('GET', `/collection-accounts/${records.collectionAccount}`);
    expect(account.body.data.status).toBe('active');
    const team = (await as(t, a)('GET', '/team/members')).body.data.items as { id: string; status: string }[];
    expect(team.find((m) => m.id === records.member)?.status).toBe('active');
    const endpoint = await as(t, a)('GET', '/webhooks/endpoints');
    expect(endpoint.body.data.items).toMatchObject([{ id: records.webhookEndpoint, description: '' }]);
  });

  it('the table names every merchant route of the API that takes an id', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const inTable = new Set(ROUTES.map((r) => `${r.method} /api${r.path}`));
    const taking = Object.entries(doc.paths)
      .filter(([path]) => path.includes('{id}') && !/\/api\/(ops|public|dev)\//.test(path))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(taking.filter((op) => !inTable.has(op))).toEqual([]);
  });
});
