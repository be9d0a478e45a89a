import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { loggedInOperator, opsGet } from '../../testing/ops';
import { mine, order, paidOrder } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { usingPostgres } from '../../testing/test-db';

// A chain reorganisation deeper than the confirmations (TRC20: 3): the money was booked already.
let t: TestApp;
let token: string;
let operatorToken: string;
const logged: { level: number; msg: string; txHash?: string; network?: string }[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line));
      done();
    },
  });
  t = await createTestApp({}, { logger: pino({ level: 'error' }, sink) });
  token = (await loggedInMerchant(t)).token;
  operatorToken = (await loggedInOperator(t)).token;
});
afterEach(() => t.checkLedger());
afterAll(() => t.close());

const tick = () => t.app.receiving.tick();

/** Every balance of the ledger and how many entries it holds. */
async function ledgerState() {
  const balances = await t.db.query<{ id: bigint; balance: bigint }>(
    'SELECT id, balance FROM ledger_accounts ORDER BY id',
  );
  const [entries] = await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM journal_entries');
  return { balances, entries: entries?.n };
}

const queue = async (status?: string) => {
  const res = await opsGet(t, operatorToken, `/api/ops/exceptions${status ? `?status=${status}` : ''}`);
  expect(res.status).toBe(200);
  return res.body.data.items as { id: string; status: string; reorged_after_confirmation: boolean }[];
};

describe(`a reorganisation deeper than the confirmations (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('leaves the ledger as it is, flags the deposit once, logs an error and shows the order to operators', async () => {
    const { o, tx } = await paidOrder(t, token, '70');
    expect((await order(t, token, o.id)).status).toBe('completed');
    expect((await queue()).map((q) => q.id)).not.toContain(o.id);
    const booked = await ledgerState();

    await t.chain.reorg('TRC20', 3, [tx]); // the block holding the transfer and the two above it
    await mine(t, 3);
    await tick();
    await tick(); // a second pass marks nothing twice

    expect(await ledgerState()).toEqual(booked);
    const [d] = await t.db.query<{ status: string; reorged_at: Date | null }>(
      'SELECT status, reorged_at FROM deposits WHERE order_id = $1',
      [o.id],
    );
    expect(d?.status).toBe('confirmed');
    expect(d?.reorged_at).toEqual(t.clock.now());
    const after = await order(t, token, o.id);
    expect(after).toMatchObject({ status: 'completed', received_amount: '70.000000' });
    const notes = (after.timeline as { code: string; params: Record<string, string> }[]).filter(
      (e) => e.code === 'transfer_reorged_after_confirmation',
    );
    expect(notes).toEqual([
      expect.objectContaining({ params: { tx_hash: tx, amount: '70.000000', asset: 'USDT' } }),
    ]);
    expect(logged.filter((l) => l.txHash === tx)).toEqual([
      expect.objectContaining({ level: 50, network: 'TRC20' }),
    ]);

    const flagged = await queue('reorged');
    expect(flagged.map((q) => [q.id, q.status, q.reorged_after_confirmation])).toEqual([
      [o.id, 'completed', true],
    ]);
    expect((await queue()).find((q) => q.id === o.id)?.reorged_after_confirmation).toBe(true);
    expect((await queue('exception')).map((q) => q.id)).not.toContain(o.id);
  });

  it('a transfer that stays in the new blocks is flagged as well (an operator reconciles it), never counted twice', async () => {
    const { o } = await paidOrder(t, token, '15');
    const booked = await ledgerState();
    await t.chain.reorg('TRC20', 3); // the transfer goes back to the mempool and is reported again
    await tick();
    await mine(t, 3);
    await tick();
    expect(await ledgerState()).toEqual(booked);
    const deposits = await t.db.query<{ status: string; flagged: boolean }>(
      'SELECT status, reorged_at IS NOT NULL AS flagged FROM deposits WHERE order_id = $1',
      [o.id],
    );
    expect(deposits).toEqual([{ status: 'confirmed', flagged: true }]);
    expect(await order(t, token, o.id)).toMatchObject({ status: 'completed', received_amount: '15.000000' });
  });

  it('a reorganisation while the watcher was down, however long, is still found: a deposit is watched until checked final', async () => {
    const { o, tx } = await paidOrder(t, token, '17');
    const booked = await ledgerState();
    // the watcher is down: its transfer's block is replaced, and the chain grows far past 2 × 3 blocks
    await t.chain.reorg('TRC20', 3, [tx]);
    await mine(t, 12);
    await tick();
    expect(await ledgerState()).toEqual(booked);
    const [d] = await t.db.query<{ flagged: boolean }>(
      'SELECT reorged_at IS NOT NULL AS flagged FROM deposits WHERE order_id = $1',
      [o.id],
    );
    expect(d?.flagged).toBe(true);
    expect((await queue('reorged')).map((q) => q.id)).toContain(o.id);
  });

  it('a deposit found in its block at a final height (head less 2 × 3) is watched no more', async () => {
    const { o } = await paidOrder(t, token, '18');
    const finalChecked = async () =>
      (
        await t.db.query<{ final_checked: bigint | null; block_height: bigint }>(
          'SELECT final_checked, block_height FROM deposits WHERE order_id = $1',
          [o.id],
        )
      )[0]!;
    await mine(t, 1);
    await tick();
    expect((await finalChecked()).final_checked).toBeNull();
    await mine(t, 6);
    await tick();
    const { final_checked, block_height } = await finalChecked();
    expect(final_checked).not.toBeNull();
    expect(final_checked! >= block_height).toBe(true);
  });

  it('a reorganisation of blocks above a confirmed deposit leaves it alone', async () => {
    const { o } = await paidOrder(t, token, '16');
    await t.chain.reorg('TRC20', 2);
    await mine(t, 2);
    await tick();
    const [d] = await t.db.query<{ flagged: boolean }>(
      'SELECT reorged_at IS NOT NULL AS flagged FROM deposits WHERE order_id = $1',
      [o.id],
    );
    expect(d?.flagged).toBe(false);
    expect((await queue('reorged')).map((q) => q.id)).not.toContain(o.id);
  });
});
