import { describe, expect, it } from 'vitest';
import { appPerFile, twoMerchantsPerFile } from '../../testing/app-hooks';
import { confirmAll, createOrder, entriesOfKind, mine, order, pay } from '../../testing/receiving';
import { usingPostgres } from '../../testing/test-db';

// A chain reorganisation before a deposit confirms (TRC20: 3 confirmations).
const t = appPerFile();
const [merchant] = twoMerchantsPerFile(t);

const tick = () => t.app.receiving.tick();
const reorg = (depth: number, drop: string[] = []) => t.chain.reorg('TRC20', depth, drop);

interface DepositRow {
  tx_hash: string;
  status: string;
  block_height: bigint | null;
  block_hash: string | null;
  confirmations: number;
  [key: string]: unknown;
}
const depositsOf = (orderId: string) =>
  t.db.query<DepositRow>(
    'SELECT tx_hash, status, block_height, block_hash, confirmations FROM deposits WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
const codesOf = async (orderId: string) =>
  ((await order(t, merchant.token, orderId)).timeline as { code: string }[]).map((e) => e.code);
const depositsBooked = async (txHash: string) => {
  const [row] = await t.db.query<{ n: bigint }>(
    `SELECT count(*) AS n FROM ledger_entries e JOIN deposits d ON e.ref_type = 'deposit' AND e.ref_id = d.id::text
     WHERE e.kind = 'deposit_received' AND d.tx_hash = $1`,
    [txHash],
  );
  return Number(row?.n ?? 0n);
};

describe(`deposits through a chain reorganisation before they confirm (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps the block a transfer was seen in', async () => {
    const o = await createOrder(t, merchant.token, { amount: '10' });
    await pay(t, o.deposit_address, '10');
    await mine(t, 1);
    await tick();
    const [d] = await depositsOf(o.id);
    const [block] = await t.db.query<{ height: bigint; hash: string }>(
      `SELECT height, hash FROM sim_chain_blocks WHERE network = 'TRC20' ORDER BY height DESC LIMIT 1`,
    );
    expect(d).toMatchObject({ status: 'confirming', block_height: block?.height, block_hash: block?.hash });
    await confirmAll(t);
  });

  it('a transfer whose block is replaced and that is mined again counts once and pays the order once', async () => {
    const o = await createOrder(t, merchant.token, { amount: '25' });
    const tx = await pay(t, o.deposit_address, '25');
    await mine(t, 1);
    await tick();
    const [seen] = await depositsOf(o.id);
    await reorg(1);
    await tick(); // the transfer is reported again, from the mempool: the same deposit, no block yet
    expect(await depositsOf(o.id)).toEqual([
      { tx_hash: tx, status: 'confirming', block_height: null, block_hash: null, confirmations: 0 },
    ]);
    const waiting = await order(t, merchant.token, o.id);
    expect(waiting).toMatchObject({ status: 'confirming', pending_amount: '25.000000' });
    await mine(t, 3);
    await tick();
    const [again] = await depositsOf(o.id);
    expect(again?.status).toBe('confirmed');
    expect(again?.block_hash).not.toBe(seen?.block_hash);
    const paid = await order(t, merchant.token, o.id);
    expect(paid).toMatchObject({
      status: 'completed',
      received_amount: '25.000000',
      pending_amount: '0.000000',
    });
    expect(paid.payments).toHaveLength(1);
    expect(await depositsBooked(tx)).toBe(1);
    expect((await codesOf(o.id)).filter((c) => c === 'transfer_seen')).toHaveLength(1);
  });

  it('a transfer whose block is replaced before the watcher reads it again is taken back, then recorded again', async () => {
    const o = await createOrder(t, merchant.token, { amount: '30' });
    const tx = await pay(t, o.deposit_address, '30');
    await mine(t, 1);
    await tick();
    await reorg(1);
    await mine(t, 1); // another block at the same height takes the transfer again
    await t.app.receiving.watcher.confirm('TRC20');
    expect((await depositsOf(o.id)).map((d) => d.status)).toEqual(['reorged']);
    expect(await order(t, merchant.token, o.id)).toMatchObject({
      status: 'unpaid',
      pending_amount: '0.000000',
    });
    await tick(); // the scan reports it in its new block: a new deposit
    expect((await depositsOf(o.id)).map((d) => d.status)).toEqual(['reorged', 'confirming']);
    expect(await order(t, merchant.token, o.id)).toMatchObject({
      status: 'confirming',
      pending_amount: '30.000000',
    });
    await confirmAll(t);
    const paid = await order(t, merchant.token, o.id);
    expect(paid).toMatchObject({
      status: 'completed',
      received_amount: '30.000000',
      pending_amount: '0.000000',
    });
    expect(await depositsBooked(tx)).toBe(1);
    expect(await codesOf(o.id)).toEqual([
      'created',
      'transfer_seen',
      'transfer_reorged',
      'transfer_seen',
      'transfer_confirmed',
      'settled',
    ]);
  });

  it('a transfer the reorganisation drops is taken back: the order is unpaid again, and paying later works', async () => {
    const o = await createOrder(t, merchant.token, { amount: '40' });
    const tx = await pay(t, o.deposit_address, '40');
    await mine(t, 1);
    await tick();
    await reorg(1, [tx]);
    await tick(); // the chain is shorter than the deposit's block: it waits for the chain to grow back
    expect((await depositsOf(o.id)).map((d) => d.status)).toEqual(['confirming']);
    await mine(t, 1);
    await tick();
    expect((await depositsOf(o.id)).map((d) => d.status)).toEqual(['reorged']);
    const back = await order(t, merchant.token, o.id);
    expect(back).toMatchObject({ status: 'unpaid', pending_amount: '0.000000', received_amount: '0.000000' });
    expect(back.payments).toEqual([]);
    const said = (back.timeline as { code: string; params: Record<string, string> }[]).at(-1);
    expect(said).toMatchObject({
      status: 'unpaid',
      code: 'transfer_reorged',
      params: { tx_hash: tx, amount: '40.000000', asset: 'USDT' },
    });
    expect(await depositsBooked(tx)).toBe(0);

    const again = await pay(t, o.deposit_address, '40');
    await confirmAll(t);
    expect(await order(t, merchant.token, o.id)).toMatchObject({
      status: 'completed',
      received_amount: '40.000000',
    });
    expect(await depositsBooked(again)).toBe(1);
  });

  it('a partly paid order whose second transfer is dropped is partially paid again', async () => {
    const o = await createOrder(t, merchant.token, { amount: '50' });
    await pay(t, o.deposit_address, '20');
    await confirmAll(t);
    expect((await order(t, merchant.token, o.id)).status).toBe('partially_paid');
    const second = await pay(t, o.deposit_address, '30');
    await mine(t, 1);
    await tick();
    expect((await order(t, merchant.token, o.id)).status).toBe('confirming');
    await reorg(1, [second]);
    await mine(t, 1);
    await tick();
    const back = await order(t, merchant.token, o.id);
    expect(back).toMatchObject({
      status: 'partially_paid',
      received_amount: '20.000000',
      pending_amount: '0.000000',
      due_amount: '30.000000',
    });
    expect((await depositsOf(o.id)).map((d) => d.status)).toEqual(['confirmed', 'reorged']);
  });

  it('of two transfers in one replaced block, the dropped one is taken back and the kept one confirms', async () => {
    const kept = await createOrder(t, merchant.token, { amount: '12' });
    const lost = await createOrder(t, merchant.token, { amount: '13' });
    const keptTx = await pay(t, kept.deposit_address, '12');
    const lostTx = await pay(t, lost.deposit_address, '13');
    await mine(t, 1);
    await tick();
    const before = await entriesOfKind(t, 'deposit_received');
    await reorg(1, [lostTx]);
    await tick();
    await mine(t, 1);
    await tick();
    expect(await order(t, merchant.token, lost.id)).toMatchObject({
      status: 'unpaid',
      pending_amount: '0.000000',
    });
    expect(await order(t, merchant.token, kept.id)).toMatchObject({
      status: 'confirming',
      pending_amount: '12.000000',
    });
    await mine(t, 2);
    await tick();
    expect(await order(t, merchant.token, kept.id)).toMatchObject({
      status: 'completed',
      received_amount: '12.000000',
    });
    expect(await entriesOfKind(t, 'deposit_received')).toBe(before + 1);
    expect(await depositsBooked(keptTx)).toBe(1);
    expect(await depositsBooked(lostTx)).toBe(0);
  });

  it('an order keeps confirming while another transfer to it is still pending', async () => {
    const o = await createOrder(t, merchant.token, { amount: '100' });
    const first = await pay(t, o.deposit_address, '40');
    await pay(t, o.deposit_address, '60');
    await mine(t, 1);
    await tick();
    expect(await order(t, merchant.token, o.id)).toMatchObject({
      status: 'confirming',
      pending_amount: '100.000000',
    });
    await reorg(1, [first]);
    await tick();
    await mine(t, 1);
    await tick();
    expect(await order(t, merchant.token, o.id)).toMatchObject({
      status: 'confirming',
      pending_amount: '60.000000',
    });
    await mine(t, 2);
    await tick();
    expect(await order(t, merchant.token, o.id)).toMatchObject({
      status: 'partially_paid',
      received_amount: '60.000000',
      pending_amount: '0.000000',
    });
  });
});
