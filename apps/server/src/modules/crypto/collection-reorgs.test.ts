import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../testing/app-hooks';
import { accountDetail, createAccount } from '../../testing/collection';
import { confirmAll, mine, order, pay } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { usingPostgres } from '../../testing/test-db';

// A transfer to a collection address is an order of its own: a reorganisation before it confirms
// takes the transfer back from that order, and the same transfer seen again returns to it (the
// ledger is checked after every test).
const t = appPerFile();

interface Transfer {
  order_id: string;
  merchant_order_no: string;
  status: string;
  exception_reason: string | null;
}
const transfersOf = async (token: string, id: string) =>
  ((await accountDetail(t, token, id)).deposits as Transfer[]).toReversed();
const statusesOf = async (orderId: string) =>
  (
    await t.db.query<{ status: string }>('SELECT status FROM deposits WHERE order_id = $1 ORDER BY id', [
      orderId,
    ])
  ).map((d) => d.status);

describe(`collection transfers through a reorganisation (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a transfer reported again under another block stays the one order and is credited once', async () => {
    const m = await loggedInMerchant(t);
    const acct = await createAccount(t, m.token, { customer_ref: 'REORG-1' });
    await pay(t, acct.address, '8');
    await mine(t, 1);
    await t.app.receiving.tick();
    await t.chain.reorg('TRC20', 1);
    await confirmAll(t);
    const [only, ...others] = await transfersOf(m.token, acct.id);
    expect(others).toEqual([]);
    expect(only).toMatchObject({ merchant_order_no: 'REORG-1/202611-1', status: 'completed' });
    expect(await statusesOf(only!.order_id)).toEqual(['confirmed']);
  });

  it('a dropped transfer leaves the account; one taken back and seen again returns to its order', async () => {
    const m = await loggedInMerchant(t);
    const acct = await createAccount(t, m.token, { customer_ref: 'REORG-2' });
    const dropped = await pay(t, acct.address, '9');
    await mine(t, 1);
    await t.app.receiving.tick();
    const [first] = await transfersOf(m.token, acct.id);
    await t.chain.reorg('TRC20', 1, [dropped]);
    await mine(t, 1);
    await t.app.receiving.tick();
    expect(await transfersOf(m.token, acct.id)).toEqual([]);
    expect(await order(t, m.token, first!.order_id)).toMatchObject({
      status: 'unpaid',
      pending_amount: '0.000000',
    });

    // the next transfer is the month's first counted one, numbered after the one taken back
    await pay(t, acct.address, '10');
    await mine(t, 1);
    await t.app.receiving.tick();
    const [next] = await transfersOf(m.token, acct.id);
    expect(next).toMatchObject({ merchant_order_no: 'REORG-2/202611-2' });
    // its block is replaced before the watcher reads the transfer again: taken back, then seen again
    await t.chain.reorg('TRC20', 1);
    await mine(t, 1);
    await t.app.receiving.watcher.confirm('TRC20');
    expect(await order(t, m.token, next!.order_id)).toMatchObject({ status: 'unpaid' });
    await confirmAll(t);
    const [credited, ...others] = await transfersOf(m.token, acct.id);
    expect(others).toEqual([]);
    expect(credited).toMatchObject({
      order_id: next!.order_id,
      merchant_order_no: 'REORG-2/202611-2',
      status: 'completed',
      exception_reason: null,
    });
    expect(await statusesOf(next!.order_id)).toEqual(['reorged', 'confirmed']);
    expect(await order(t, m.token, next!.order_id)).toMatchObject({ received_amount: '10.000000' });
  });
});
