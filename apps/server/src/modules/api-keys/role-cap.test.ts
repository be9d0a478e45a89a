import { randomUUID } from 'node:crypto';
import { PERMISSION_DENIED_CODE } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { createKey, withKey } from '../../testing/api-keys';
import { appPerFile } from '../../testing/app-hooks';
import { createOrder } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { as } from '../../testing/settings';
import { teamMember } from '../../testing/team';

// A key belongs to the user who made it and acts as them: capped by their role as it is now, and
// stopped when they are disabled. What it creates is theirs ("created by").
const t = appPerFile();

const order = () => ({
  asset: 'USDT',
  network: 'TRC20',
  amount: '100',
  merchant_order_no: `ORD-${randomUUID().slice(0, 8)}`,
});

describe('an API key is capped by its user’s role', () => {
  it('a developer’s key of every scope reads, but cannot pay out or create orders; the cap follows the role', async () => {
    const owner = await loggedInMerchant(t);
    const dev = await teamMember(t, owner, 'developer');
    const key = await createKey(t, dev, { scopes: ['read', 'orders', 'payouts'] });
    const call = withKey(t, key.token);
    expect((await call('GET', '/history')).status).toBe(200);

    const payout = await call(
      'POST',
      '/payouts/remittances',
      { network: 'TRC20', asset: 'USDT', address: 'TXYZ', amount: '1' },
      { 'idempotency-key': randomUUID() },
    );
    expect([payout.status, payout.body.code]).toEqual([403, PERMISSION_DENIED_CODE]);
    expect(payout.body.message).toContain('payouts.create');
    const refused = await call('POST', '/receipt-orders', order(), { 'idempotency-key': randomUUID() });
    expect([refused.status, refused.body.code]).toEqual([403, PERMISSION_DENIED_CODE]);

    // the owner makes them an operator: the same key now creates orders, as the operator they are
    const changed = await as(t, owner)('POST', `/team/members/${dev.userId}/role`, { role: 'operator' });
    expect(changed.status, changed.res.body).toBe(200);
    const made = await call('POST', '/receipt-orders', order(), { 'idempotency-key': randomUUID() });
    expect(made.status, made.res.body).toBe(200);
    const detail = await as(t, owner)('GET', `/receipt-orders/${made.body.data.id}`);
    expect(detail.body.data.created_by).toMatchObject({ id: dev.userId, email: dev.email });

    // disabled, their key stops at once (403 user_disabled: not a missing permission)
    await as(t, owner)('POST', `/team/members/${dev.userId}/status`, { status: 'disabled' });
    const stopped = await call('GET', '/history');
    expect(stopped.status).toBe(403);
    expect(stopped.body.code).toBe(403);
  });

  it('an order shows who created it; a viewer cannot create one', async () => {
    const owner = await loggedInMerchant(t);
    const viewer = await teamMember(t, owner, 'viewer');
    const o = await createOrder(t, owner.token);
    const detail = await as(t, viewer)('GET', `/receipt-orders/${o.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.created_by).toMatchObject({ id: owner.userId, email: owner.email });
    const refused = await t.call({
      method: 'POST',
      url: '/api/receipt-orders',
      headers: { authorization: `Bearer ${viewer.token}`, 'idempotency-key': randomUUID() },
      payload: order(),
    });
    expect([refused.status, refused.body.code]).toEqual([403, PERMISSION_DENIED_CODE]);
  });
});
