import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './harness';
import { bearer } from './scenarios';

export const idem = () => ({ 'idempotency-key': randomUUID() });

export async function createOrder(t: TestApp, token: string, body: Record<string, unknown> = {}) {
  const res = await t.call({
    method: 'POST',
    url: '/api/receipt-orders',
    headers: { ...bearer(token), ...idem() },
    payload: {
      asset: 'USDT',
      network: 'TRC20',
      amount: '100',
      merchant_order_no: `ORD-${randomUUID().slice(0, 8)}`,
      ...body,
    },
  });
  if (res.status !== 200) throw new Error(`create failed: ${res.res.body}`);
  return res.body.data as {
    id: string;
    deposit_address: string;
    network: string;
    asset: string;
    status: string;
  };
}

/** Sends from the dev faucet to an address (mempool), returns the tx hash. */
export async function pay(t: TestApp, to: string, amount: string, asset = 'USDT', network = 'TRC20') {
  const res = await t.call({
    method: 'POST',
    url: '/api/dev/chain/transfers',
    payload: { network, asset, to, amount },
  });
  if (res.status !== 200) throw new Error(`faucet failed: ${res.res.body}`);
  return res.body.data.tx_hash as string;
}

export async function mine(t: TestApp, blocks = 1) {
  const res = await t.call({ method: 'POST', url: '/api/dev/chain/mine', payload: { blocks } });
  if (res.status !== 200) throw new Error(`mine failed: ${res.res.body}`);
}

/**
 * An order on TRC20 (3 confirmations) paid by one transfer, seen in a block and confirmed three blocks
 * deep (settled at once when there is no settlement delay).
 */
export async function paidOrder(t: TestApp, token: string, amount: string) {
  const o = await createOrder(t, token, { amount });
  const tx = await pay(t, o.deposit_address, amount);
  await mine(t, 1);
  await t.app.receiving.tick();
  await mine(t, 2);
  await t.app.receiving.tick();
  return { o, tx };
}

/** Mines enough blocks to confirm on every network and lets the background work run. */
export async function confirmAll(t: TestApp) {
  await t.app.receiving.tick();
  await mine(t, 6);
  await t.app.receiving.tick();
}

export async function order(t: TestApp, token: string, id: string) {
  const res = await t.call({ method: 'GET', url: `/api/receipt-orders/${id}`, headers: bearer(token) });
  return res.body.data;
}

/** Expects an order's timeline to be that of an order paid in full and completed. */
export function expectPaidAndCompleted(o: { timeline: { status: string }[] }) {
  expect(o.timeline.map((e) => e.status)).toEqual(['unpaid', 'confirming', 'paid', 'completed']);
}

export async function balance(t: TestApp, token: string, asset = 'USDT') {
  const res = await t.call({ method: 'GET', url: '/api/wallet/balances', headers: bearer(token) });
  type Buckets = {
    asset: string;
    available: string;
    frozen: string;
    settlement: string;
    deposit: string;
    total: string;
    owed: string;
  };
  return (res.body.data.assets as Buckets[]).find((a) => a.asset === asset)!;
}

/**
 * Two instances on one database see the same transfers in the mempool, then confirm and settle them,
 * all concurrently (each step raced by both, some twice).
 */
export async function watchRacing(one: TestApp, two: TestApp) {
  await Promise.all([one.app.receiving.tick(), two.app.receiving.tick(), one.app.receiving.tick()]);
  await mine(one, 3);
  await Promise.all([
    one.app.receiving.tick(),
    two.app.receiving.tick(),
    one.app.receiving.tick(),
    two.app.receiving.tick(),
  ]);
  await Promise.all([one.app.receiving.tick(), two.app.receiving.tick()]);
}

/** How many journal entries of a kind the ledger holds. */
export async function entriesOfKind(t: TestApp, kind: string): Promise<number> {
  const [row] = await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM journal_entries WHERE kind = $1', [
    kind,
  ]);
  return Number(row?.n ?? 0n);
}
