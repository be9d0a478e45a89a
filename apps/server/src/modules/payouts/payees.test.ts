import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../testing/app-hooks';
import { expectFieldError } from '../../testing/expectations';
import { available, EVM_ADDRESS, payingMerchant, remit, TRON_ADDRESS } from '../../testing/payouts';
import { createOrder } from '../../testing/receiving';
import { as } from '../../testing/settings';

const t = appPerTest();

describe('remittances to saved payees', () => {
  it('sends to the payee picked, named in the payout; a typed address that is saved gets its name', async () => {
    const m = await payingMerchant(t, '100');
    const payee = await as(t, m)('POST', '/merchant/payees', {
      name: 'Supplier One',
      network: 'TRC20',
      address: TRON_ADDRESS,
    });
    expect(payee.status, payee.res.body).toBe(200);
    const res = await remit(t, m, { amount: '5', address: undefined, payee_id: payee.body.data.id });
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.data).toMatchObject({
      address: TRON_ADDRESS,
      payee_name: 'Supplier One',
      new_address: true,
    });
    const typed = await remit(t, m, { amount: '5' });
    expect(typed.body.data).toMatchObject({ payee_name: 'Supplier One', new_address: false });
  });

  it("refuses another merchant's payee, a payee of another network, and neither address nor payee", async () => {
    const m = await payingMerchant(t, '100');
    const other = await payingMerchant(t, '0');
    const theirs = await as(t, other)('POST', '/merchant/payees', {
      name: 'Theirs',
      network: 'TRC20',
      address: TRON_ADDRESS,
    });
    const stolen = await remit(t, m, { amount: '5', address: undefined, payee_id: theirs.body.data.id });
    expectFieldError(stolen, 'payee_id', 'No such saved payee');

    const evm = await as(t, m)('POST', '/merchant/payees', {
      name: 'EVM',
      network: 'ERC20',
      address: EVM_ADDRESS,
    });
    const mismatch = await remit(t, m, { amount: '5', address: undefined, payee_id: evm.body.data.id });
    expect(mismatch.body.errors?.[0]?.field).toBe('payee_id');

    const none = await remit(t, m, { amount: '5', address: undefined });
    expect(none.status).toBe(422);
    expect(none.body.errors?.[0]?.field).toBe('address');
    expect(await available(t, m)).toEqual({ available: '100.000000', frozen: '0.000000' });
  });

  it("refuses a platform deposit address, and shows no merchant another merchant's payout", async () => {
    const m = await payingMerchant(t, '100');
    const [own] = await t.db.query<{ deposit_address: string }>(
      'SELECT deposit_address FROM receipt_orders LIMIT 1',
    );
    const res = await remit(t, m, { amount: '5', address: own!.deposit_address });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.field).toBe('address');
    // an Ethereum deposit address written in lower case is the same address
    const erc = (await createOrder(t, m.token, { network: 'ERC20' })).deposit_address;
    const lower = await remit(t, m, { amount: '5', network: 'ERC20', address: erc.toLowerCase() });
    expect(lower.status).toBe(422);
    expect(lower.body.errors?.[0]?.field).toBe('address');

    const sent = await remit(t, m, { amount: '5' });
    const other = await payingMerchant(t, '0');
    expect((await as(t, other)('GET', `/payouts/${sent.body.data.id}`)).status).toBe(404);
    const list = await as(t, other)('GET', '/payouts/remittances');
    expect(list.body.data.items).toEqual([]);
  });
});
