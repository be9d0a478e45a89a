import type { ChainReconciliation } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { evmTestFile } from '../../../testing/evm';
import type { TestApp } from '../../../testing/harness';
import { loggedInOperator, opsGet } from '../../../testing/ops';
import { available, fund, remit } from '../../../testing/payouts';
import { createOrder, order, pay } from '../../../testing/receiving';
import { type Actor, as, withPaymentPassword } from '../../../testing/settings';
import { hotWalletAddress } from '../../../testing/sweeps';
import type { DevChain } from './dev-chain';

// Remittances confirmed on a development node whose blocks a reorganisation then takes back: delivered
// once by the same transaction, or given back when it can no longer be delivered. The ledger is checked
// after each test (evmTestFile).
let dev: DevChain;
let t: TestApp;
let m: Actor;
evmTestFile(19562, {}, async (made) => {
  ({ dev, t } = made);
  m = await withPaymentPassword(t);
  await t.db.query(`UPDATE merchants SET kyb_status = 'verified' WHERE id = $1`, [m.merchantId]);
  await fund(t, m, '500', 'USDC', 'ERC20');
  operator = await loggedInOperator(t);
});

let operator: { token: string };
async function reconciliation(): Promise<ChainReconciliation> {
  const res = await opsGet(t, operator.token, '/api/ops/chain-reconciliation');
  expect(res.status).toBe(200);
  return res.body.data;
}
const key = () => ({ 'idempotency-key': crypto.randomUUID() });
const refundSends = (orderId: string) =>
  t.db.query<{
    status: string;
    attempt: number;
    redelivery: boolean;
    tx_hash: string | null;
    amount: bigint;
  }>(
    `SELECT status, attempt, redelivery, tx_hash, amount FROM chain_sends WHERE purpose = 'order_refund' AND ref_id = $1`,
    [orderId],
  );
const payout = async (id: string) => (await as(t, m)('GET', `/payouts/${id}`)).body.data;
const sendOf = async (payoutId: string) =>
  (
    await t.db.query<{ status: string; tx_hash: string; block_height: bigint | null; final_at: Date | null }>(
      `SELECT status, tx_hash, block_height, final_at FROM chain_sends WHERE purpose = 'payout' AND ref_id = $1`,
      [payoutId],
    )
  )[0]!;

/** A remittance of `amount` USDC sent and confirmed on chain after `snapshot` was taken. */
async function completedAfterSnapshot(to: string, amount: string) {
  const snapshot = await dev.snapshot();
  const res = await remit(t, m, { asset: 'USDC', network: 'ERC20', address: to, amount });
  expect(res.status).toBe(200);
  await t.app.receiving.tick();
  await dev.mine(6);
  await t.app.receiving.tick();
  const id = res.body.data.id as string;
  expect((await payout(id)).status).toBe('completed');
  return { id, snapshot };
}

describe('a remittance whose block is taken back after it completed', () => {
  it('is delivered once by the same transaction, and the ledger and the chain agree', async () => {
    const to = '0x00000000000000000000000000000000000f1a11';
    const { id, snapshot } = await completedAfterSnapshot(to, '8');
    const before = await sendOf(id);
    expect(await dev.tokenBalance(to, 'USDC')).toBe(8_000_000n);

    await dev.revert(snapshot);
    await dev.mine(12); // a longer chain without the remittance: deeper than its confirmations
    expect(await dev.tokenBalance(to, 'USDC')).toBe(0n);
    const started = Date.now();
    // the node holds what it is given without mining it yet: the send is seen taken back, broadcast again
    await dev.stopMining();
    try {
      await t.app.receiving.tick();
      expect(await dev.pooled()).toBe(1);
      expect((await sendOf(id)).block_height).toBeNull();
      const usdc = (await reconciliation()).rows.find((r) => r.network === 'ERC20' && r.asset === 'USDC')!;
      expect(usdc.explained).toContainEqual({ item: 'sends_retaken', amount: '8.000000', count: 1 });
      expect((await payout(id)).status).toBe('completed');
    } finally {
      await dev.startMining();
    }
    await dev.mine();
    await t.app.receiving.tick();
    const redelivered = Date.now() - started;
    expect(await dev.tokenBalance(to, 'USDC')).toBe(8_000_000n);
    const after = await sendOf(id);
    expect(after.tx_hash).toBe(before.tx_hash);
    expect(after.block_height).toBeGreaterThan(before.block_height!);
    expect((await payout(id)).status).toBe('completed');
    console.info(
      `a remittance taken back by a reorganisation was delivered again in ${redelivered} ms (a pass that sends it again, the node mining it, a pass that sees it)`,
    );

    // a later remittance goes out behind it: no nonce gap
    const next = await remit(t, m, { asset: 'USDC', network: 'ERC20', address: to, amount: '2' });
    await t.app.receiving.tick();
    await dev.mine(30);
    await t.app.receiving.tick();
    expect((await payout(next.body.data.id)).status).toBe('completed');
    expect(await dev.tokenBalance(to, 'USDC')).toBe(10_000_000n);
    await t.app.receiving.tick();
    expect((await sendOf(id)).final_at).not.toBeNull();
  });

  it('fails and gives its total back when, sent again, the transfer reverts', async () => {
    const to = '0x00000000000000000000000000000000000f1a12';
    const funds = await available(t, m, 'USDC');
    const { id, snapshot } = await completedAfterSnapshot(to, '5');
    await dev.revert(snapshot);
    // the hot wallet's tokens left by a way the platform does not see: the same transaction reverts
    const held = await dev.tokenBalance(hotWalletAddress, 'USDC');
    await dev.setTokenBalance(hotWalletAddress, 'USDC', 0n);
    await dev.mine(12);
    await t.app.receiving.tick();
    expect(await dev.tokenBalance(to, 'USDC')).toBe(0n);
    const p = await payout(id);
    expect(p.status).toBe('failed');
    expect(p.failure_reason).toMatch(/reorganisation/);
    expect(await available(t, m, 'USDC')).toEqual(funds);
    expect((await sendOf(id)).status).toBe('failed');
    await dev.setTokenBalance(hotWalletAddress, 'USDC', held);
  });

  it('a refund taken back and undeliverable is sent again as a new transfer, delivered once; the order stays refunded', async () => {
    const payer = '0x00000000000000000000000000000000000a11c3';
    const o = await createOrder(t, m.token, {
      network: 'ERC20',
      asset: 'USDC',
      amount: '40',
      expires_in_minutes: 10,
    });
    await pay(t, o.deposit_address, '15', 'USDC', 'ERC20');
    await dev.mine(6);
    await t.app.receiving.tick();
    t.clock.advance(11 * 60_000);
    await t.app.receiving.tick();
    expect((await order(t, m.token, o.id)).status).toBe('exception');
    const snapshot = await dev.snapshot();
    const asked = await as(t, m)('POST', `/receipt-orders/${o.id}/refund`, { address: payer }, key());
    expect(asked.status).toBe(200);
    await t.app.receiving.tick();
    await dev.mine(6);
    await t.app.receiving.tick();
    expect((await order(t, m.token, o.id)).status).toBe('refunded');
    const [first] = await refundSends(o.id);
    const refunded = await dev.tokenBalance(payer, 'USDC');
    expect(refunded).toBe(first!.amount);

    await dev.revert(snapshot);
    const held = await dev.tokenBalance(hotWalletAddress, 'USDC');
    await dev.setTokenBalance(hotWalletAddress, 'USDC', 0n);
    await dev.mine(12);
    await t.app.receiving.tick(); // the same transaction again: mined, reverted
    expect(await refundSends(o.id)).toEqual([
      expect.objectContaining({ status: 'queued', attempt: 2, redelivery: true }),
    ]);
    await dev.setTokenBalance(hotWalletAddress, 'USDC', held);
    await t.app.receiving.tick(); // a new transfer with the next nonce
    await dev.mine(6);
    await t.app.receiving.tick();
    const [again] = await refundSends(o.id);
    expect(again).toMatchObject({ status: 'confirmed', attempt: 2 });
    expect(again!.tx_hash).not.toBe(first!.tx_hash);
    expect(await dev.tokenBalance(payer, 'USDC')).toBe(refunded);
    const after = await order(t, m.token, o.id);
    expect(after.status).toBe('refunded');
    expect(after.timeline.filter((e: { code: string }) => e.code === 'refund_confirmed')).toHaveLength(1);
  });
});
