import { describe, expect, it } from 'vitest';
import { appPerTest, replaceTestApp } from '../../testing/app-hooks';
import { createTestApp, type TestApp } from '../../testing/harness';
import { available, payingMerchant, remit, TRON_ADDRESS } from '../../testing/payouts';
import { mine } from '../../testing/receiving';
import { as } from '../../testing/settings';

const t = appPerTest();

async function status(app: TestApp, token: string, id: string) {
  const res = await as(app, { token })('GET', `/payouts/${id}`);
  return res.body.data as { status: string; tx_hash: string | null; failure_reason: string | null };
}

async function transfersTo(app: TestApp, address: string) {
  return app.db.query<{ tx_hash: string; amount: bigint }>(
    'SELECT tx_hash, amount FROM sim_chain_transfers WHERE to_address = $1',
    [address],
  );
}

describe('remittance sends', () => {
  it('a send the chain refuses after the hold fails the payout and releases the funds', async () => {
    const m = await payingMerchant(t, '100');
    t.chain.refusedAddresses.add(TRON_ADDRESS);
    const res = await remit(t, m, { amount: '40' });
    expect(res.body.data.status).toBe('processing');
    expect(await available(t, m)).toEqual({ available: '59.000000', frozen: '41.000000' });
    await t.app.receiving.tick();
    const p = await status(t, m.token, res.body.data.id);
    expect(p.status).toBe('failed');
    expect(p.failure_reason).toBe('the chain refused the transaction');
    expect(await available(t, m)).toEqual({ available: '100.000000', frozen: '0.000000' });
    expect(await transfersTo(t, TRON_ADDRESS)).toHaveLength(0);
  });

  it('a restart between the hold and the send sends once, from the queued row', async () => {
    const m = await payingMerchant(t, '100');
    const res = await remit(t, m, { amount: '40' });
    await t.app.close(); // the instance stops before its background work runs
    const restarted = await createTestApp({}, { db: t.db });
    await restarted.app.receiving.tick();
    await restarted.app.receiving.tick();
    expect(await transfersTo(restarted, TRON_ADDRESS)).toHaveLength(1);
    await mine(restarted, 30);
    await restarted.app.receiving.tick();
    expect((await status(restarted, m.token, res.body.data.id)).status).toBe('completed');
    expect(await available(restarted, m)).toEqual({ available: '59.000000', frozen: '0.000000' });
    await restarted.checkLedger();
    replaceTestApp(t, restarted);
  });

  it('a crash after the chain took the send but before it was recorded does not send twice', async () => {
    const m = await payingMerchant(t, '100');
    const res = await remit(t, m, { amount: '40' });
    // the chain accepts the transfer, then the process dies before recording it
    const [queued] = await t.db.query<{ id: bigint; ref_id: string }>(
      `SELECT id, ref_id FROM chain_sends WHERE purpose = 'payout'`,
    );
    const { txHash } = await t.chain.send({
      network: 'TRC20',
      asset: 'USDT',
      to: TRON_ADDRESS,
      amount: 40_000_000n,
      reference: `send:${queued!.id}:${queued!.ref_id}`,
    });
    await t.app.receiving.tick(); // broadcasts again: the rail knows the reference
    const transfers = await transfersTo(t, TRON_ADDRESS);
    expect(transfers).toHaveLength(1);
    expect((await status(t, m.token, res.body.data.id)).tx_hash).toBe(txHash);
    await mine(t, 30);
    await t.app.receiving.tick();
    expect((await status(t, m.token, res.body.data.id)).status).toBe('completed');
  });

  it('goes processing -> confirming -> completed on chain confirmations', async () => {
    const m = await payingMerchant(t, '100');
    const res = await remit(t, m, { amount: '10' });
    await t.app.receiving.tick();
    expect((await status(t, m.token, res.body.data.id)).status).toBe('confirming');
    await mine(t, 1);
    await t.app.receiving.tick();
    expect((await status(t, m.token, res.body.data.id)).status).toBe('confirming');
    await mine(t, 30);
    await t.app.receiving.tick();
    expect((await status(t, m.token, res.body.data.id)).status).toBe('completed');
  });
});
