import { describe, expect, it } from 'vitest';
import { createEvmTestApp, evmTestFile } from '../../../testing/evm';
import type { TestApp } from '../../../testing/harness';
import { fund, remit } from '../../../testing/payouts';
import { createOrder, entriesOfKind, order, pay } from '../../../testing/receiving';
import { type Actor, as, withPaymentPassword } from '../../../testing/settings';
import { hotWalletAddress } from '../../../testing/sweeps';
import type { DevChain } from './dev-chain';

// Refunds and remittances sent on a real node from the hot wallet, confirmed, their gas booked.
let dev: DevChain;
let t: TestApp;
let m: Actor;
evmTestFile(19050, {}, async (made) => {
  ({ dev, t } = made);
  m = await withPaymentPassword(t);
  await t.db.query(`UPDATE merchants SET kyb_status = 'verified' WHERE id = $1`, [m.merchantId]);
  await fund(t, m, '500', 'USDC', 'ERC20');
});

const key = () => ({ 'idempotency-key': crypto.randomUUID() });
/** Where a test moves the hot wallet's tokens to, ahead of a send, so that the send reverts. */
const sendOf = async (purpose: string, refId: string) =>
  (
    await t.db.query<{
      id: bigint;
      status: string;
      tx_hash: string;
      amount: bigint;
      fee_paid: bigint | null;
      fee_asset: string;
    }>(
      'SELECT id, status, tx_hash, amount, fee_paid, fee_asset FROM chain_sends WHERE purpose = $1 AND ref_id = $2',
      [purpose, refId],
    )
  )[0]!;

/** An ERC20 order of 40 USDC paid `paid` and expired: an exception, its money refundable. */
async function underpaidAndExpired(paid: string) {
  const o = await createOrder(t, m.token, {
    network: 'ERC20',
    asset: 'USDC',
    amount: '40',
    expires_in_minutes: 10,
  });
  await pay(t, o.deposit_address, paid, 'USDC', 'ERC20');
  await dev.mine(6);
  await t.app.receiving.tick();
  t.clock.advance(11 * 60_000);
  await t.app.receiving.tick();
  expect((await order(t, m.token, o.id)).status).toBe('exception');
  return o;
}

describe('sending on the EVM rail', () => {
  it('a refund is sent from the hot wallet, confirmed on chain, and its gas booked', async () => {
    const payer = '0x00000000000000000000000000000000000a11ce';
    const o = await underpaidAndExpired('15');
    const feesBefore = await entriesOfKind(t, 'network_fee_paid');
    const asked = await as(t, m)('POST', `/receipt-orders/${o.id}/refund`, { address: payer }, key());
    expect(asked.status).toBe(200);
    await t.app.receiving.tick(); // broadcast
    await dev.mine(6);
    await t.app.receiving.tick(); // confirmed
    const refunded = await order(t, m.token, o.id);
    expect(refunded.status).toBe('refunded');
    const send = await sendOf('order_refund', o.id);
    expect(refunded.refund_tx_hash).toBe(send.tx_hash);
    expect(await dev.tokenBalance(payer, 'USDC')).toBe(send.amount);
    const receipt = await dev.client.getTransactionReceipt({ hash: send.tx_hash as `0x${string}` });
    expect(receipt.status).toBe('success');
    expect(send).toMatchObject({ status: 'confirmed', fee_asset: 'ETH' });
    expect(send.fee_paid).toBeGreaterThan(0n);
    expect(await entriesOfKind(t, 'network_fee_paid')).toBe(feesBefore + 1);
  });

  it('a refund whose transfer reverted is sent anew when asked again, to the new address', async () => {
    const o = await underpaidAndExpired('12');

    // the hot wallet's tokens leave after the refund is broadcast and before it is mined: its transfer reverts
    const held = await dev.tokenBalance(hotWalletAddress, 'USDC');
    const first = '0x00000000000000000000000000000000000f1257';
    await dev.stopMining();
    try {
      expect(
        (await as(t, m)('POST', `/receipt-orders/${o.id}/refund`, { address: first }, key())).status,
      ).toBe(200);
      await t.app.receiving.tick(); // broadcast
      await dev.setTokenBalance(hotWalletAddress, 'USDC', 1n);
    } finally {
      await dev.startMining();
    }
    await dev.mine(6);
    await t.app.receiving.tick();
    const failed = await sendOf('order_refund', o.id);
    expect(failed.status).toBe('failed');
    expect((await order(t, m.token, o.id)).status).toBe('exception');
    expect(await dev.tokenBalance(first, 'USDC')).toBe(0n);

    // tokens back in the hot wallet; asked again to another address: a new transfer, which arrives
    await dev.setTokenBalance(hotWalletAddress, 'USDC', held);
    const second = '0x00000000000000000000000000000000000f1258';
    expect(
      (await as(t, m)('POST', `/receipt-orders/${o.id}/refund`, { address: second }, key())).status,
    ).toBe(200);
    await t.app.receiving.tick();
    await dev.mine(6);
    await t.app.receiving.tick();
    const sent = await sendOf('order_refund', o.id);
    expect(sent.status).toBe('confirmed');
    expect(sent.tx_hash).not.toBe(failed.tx_hash);
    expect((await order(t, m.token, o.id)).status).toBe('refunded');
    expect(await dev.tokenBalance(second, 'USDC')).toBe(sent.amount);
    // both attempts paid gas, and each is booked once
    const [fees] = await t.db.query<{ n: bigint }>(
      `SELECT count(DISTINCT entry_id) AS n FROM ledger_lines WHERE kind = 'network_fee_paid' AND ref_id IN ($1, $2)`,
      [`${failed.id}:${failed.tx_hash}`, `${failed.id}:${sent.tx_hash}`],
    );
    expect(fees!.n).toBe(2n);
  });

  it('a remittance reaches its address on chain once, however often the sender runs', async () => {
    const to = '0x00000000000000000000000000000000000b0b00';
    const res = await remit(t, m, { asset: 'USDC', network: 'ERC20', address: to, amount: '25' });
    expect(res.status).toBe(200);
    await Promise.all([t.app.receiving.tick(), t.app.receiving.tick()]);
    await t.app.receiving.tick();
    await dev.mine(6);
    await t.app.receiving.tick();
    expect((await as(t, m)('GET', `/payouts/${res.body.data.id}`)).body.data.status).toBe('completed');
    expect(await dev.tokenBalance(to, 'USDC')).toBe(25_000_000n);
    const [hot] = await t.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM evm_sends WHERE recipient ILIKE $1`,
      [to],
    );
    expect(hot!.n).toBe(1n);
  });

  it('two server instances on one database send each remittance once, with contiguous nonces', async () => {
    const two = await createEvmTestApp(dev, {}, { db: t.db });
    // the node mines in its own time (see hot-wallet.concurrency.test.ts): a transaction that reaches
    // the development node ahead of its nonce's turn while it mines at each one is never answered
    await dev.stopMining();
    try {
      const recipients = [1, 2, 3, 4, 5].map(
        (i) => `0x00000000000000000000000000000000000c0d${String(i).padStart(2, '0')}`,
      );
      const ids: string[] = [];
      for (const to of recipients) {
        const res = await remit(t, m, { asset: 'USDC', network: 'ERC20', address: to, amount: '3' });
        expect(res.status).toBe(200);
        ids.push(res.body.data.id);
      }
      for (let i = 0; i < 3; i++) {
        await Promise.all([t.app.receiving.tick(), two.app.receiving.tick(), two.app.receiving.tick()]);
      }
      await dev.mine(6);
      await Promise.all([t.app.receiving.tick(), two.app.receiving.tick()]);
      for (const id of ids) {
        expect((await as(t, m)('GET', `/payouts/${id}`)).body.data.status).toBe('completed');
      }
      for (const to of recipients) expect(await dev.tokenBalance(to, 'USDC')).toBe(3_000_000n);
      const nonces = await t.db.query<{ nonce: bigint }>('SELECT nonce FROM evm_sends ORDER BY nonce');
      expect(nonces.map((r) => Number(r.nonce))).toEqual(nonces.map((_, i) => i));
      await two.checkLedger();
    } finally {
      await dev.startMining();
      await two.close();
    }
  });
});
