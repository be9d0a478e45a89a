import { describe, expect, it } from 'vitest';
import { requestHash } from '../../platform/money-route';
import { appPerTest } from '../../testing/app-hooks';
import { expectFieldError } from '../../testing/expectations';
import {
  available,
  EVM_ADDRESS,
  idemKey,
  PAYMENT_PASSWORD,
  payingMerchant,
  remit,
  remittanceBody,
  TRON_ADDRESS,
} from '../../testing/payouts';
import { mine } from '../../testing/receiving';
import { as, eventKinds, nextTotp } from '../../testing/settings';

const t = appPerTest();

describe('remittance: the happy path', () => {
  it('holds amount + network fee, sends, confirms and captures the hold', async () => {
    const m = await payingMerchant(t, '1000');
    const res = await remit(t, m, { amount: '250.5', remark: 'Invoice 42-A.' });
    expect(res.status, res.res.body).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      kind: 'remittance',
      status: 'processing',
      asset: 'USDT',
      network: 'TRC20',
      amount: '250.500000',
      fee: '1.000000',
      total: '251.500000',
      address: TRON_ADDRESS,
      remark: 'Invoice 42-A.',
      new_address: true,
      approval: null,
    });
    expect(await available(t, m)).toEqual({ available: '748.500000', frozen: '251.500000' });

    await t.app.receiving.tick(); // broadcast
    const sent = await as(t, m)('GET', `/payouts/${p.id}`);
    expect(sent.body.data.status).toBe('confirming');
    expect(sent.body.data.tx_hash).toMatch(/^[0-9a-f]{64}$|^0x/);

    await mine(t, 30);
    await t.app.receiving.tick();
    const done = await as(t, m)('GET', `/payouts/${p.id}`);
    expect(done.body.data.status).toBe('completed');
    expect(done.body.data.completed_at).not.toBeNull();
    expect(await available(t, m)).toEqual({ available: '748.500000', frozen: '0.000000' });

    const list = await as(t, m)('GET', '/payouts/remittances?status=completed');
    expect(list.body.data.items.map((i: { id: string }) => i.id)).toEqual([p.id]);
    // the second payout to the same address is not new
    const again = await remit(t, m, { amount: '1' });
    expect(again.body.data.new_address).toBe(false);
  });

  it('previews the fee, the total and the steps before confirming', async () => {
    const m = await payingMerchant(t, '100');
    const res = await as(t, m)(
      'GET',
      `/payouts/remittances/preview?asset=USDT&network=TRC20&amount=10&address=${TRON_ADDRESS}`,
    );
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.data).toMatchObject({
      amount: '10.000000',
      network_fee: '1.000000',
      total: '11.000000',
      available: '100.000000',
      new_address: true,
      totp_required: true,
      approval_required: false,
      arrival: '10-60 minutes',
    });
  });

  it('refuses a wrong address, a remark with other characters, and more than available', async () => {
    const m = await payingMerchant(t, '100');
    const bad = await remit(t, m, { amount: '1', address: EVM_ADDRESS });
    expectFieldError(bad, 'address', 'Not a valid address for this network');
    const remark = await remit(t, m, { amount: '1', remark: '付款' });
    expect(remark.status).toBe(422);
    expect(remark.body.errors?.[0]?.field).toBe('remark');
    const long = await remit(t, m, { amount: '1', remark: 'a'.repeat(101) });
    expect(long.body.errors?.[0]?.message).toBe('The remark is at most 100 characters');
    const tooMuch = await remit(t, m, { amount: '99.5' });
    expectFieldError(tooMuch, 'amount', 'Exceeds the available balance');
    const notNumber = await remit(t, m, { amount: '1,5' });
    expect(notNumber.body.errors).toEqual([{ field: 'amount', message: 'Must be a correct number' }]);
    expect(await available(t, m)).toEqual({ available: '100.000000', frozen: '0.000000' });
  });

  it('replays the stored answer for the same key without a second effect', async () => {
    const m = await payingMerchant(t, '100');
    const key = idemKey();
    const body = remittanceBody('10', { payment_password: PAYMENT_PASSWORD, totp_code: nextTotp(t, m) });
    const first = await as(t, m)('POST', '/payouts/remittances', body, key);
    const second = await as(t, m)('POST', '/payouts/remittances', body, key);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.res.headers['idempotent-replayed']).toBe('true');
    expect(second.res.body).toBe(first.res.body);
    // a replay is answered before the security steps: a wrong password now is neither checked nor counted
    const wrong = await as(t, m)(
      'POST',
      '/payouts/remittances',
      { ...body, payment_password: '000000' },
      key,
    );
    expect(wrong.status).toBe(200);
    expect(wrong.res.body).toBe(first.res.body);
    expect(await eventKinds(t, m)).not.toContain('payment_password_failed');
    const other = await as(t, m)('POST', '/payouts/remittances', { ...body, amount: '11' }, key);
    expect(other.status).toBe(422);
    expect(await available(t, m)).toEqual({ available: '89.000000', frozen: '11.000000' });
    // the stored fingerprint leaves the secrets out: it cannot be used to guess the payment password
    const [stored] = await t.db.query<{ request_hash: Uint8Array }>(
      `SELECT request_hash FROM idempotency_keys WHERE route = '/payouts/remittances'`,
    );
    const parsed = { asset: 'USDT', network: 'TRC20', amount: '10', address: TRON_ADDRESS, remark: '' };
    const expected = requestHash('/payouts/remittances', { params: {}, body: parsed });
    expect(Buffer.from(stored!.request_hash).equals(expected)).toBe(true);
  });
});
