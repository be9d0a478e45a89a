import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { Merchant } from './support';

const auth = (m: Merchant) => ({ authorization: `Bearer ${m.token}` });

export async function orderOf(request: APIRequestContext, m: Merchant, id: string) {
  const res = await request.get(`/api/receipt-orders/${id}`, { headers: auth(m) });
  return ((await res.json()) as { data: { status: string; timeline: { code: string }[] } }).data;
}

/** Mines one block of the simulated chain (which also mines one every few seconds by itself); answers the TRC20 head. */
export async function mineOne(request: APIRequestContext): Promise<number> {
  const res = await request.post('/api/dev/chain/mine', { data: { blocks: 1 } });
  return ((await res.json()) as { data: { heights: Record<string, number> } }).data.heights.TRC20 ?? 0;
}

/** An order paid and completed on the simulated TRC20 chain, then the block of its transfer replaced. */
export async function reorgedOrder(request: APIRequestContext, m: Merchant) {
  const created = await request.post('/api/receipt-orders', {
    headers: { ...auth(m), 'idempotency-key': randomUUID() },
    data: { asset: 'USDT', network: 'TRC20', amount: '6', merchant_order_no: `REORG-${Date.now()}` },
  });
  const order = ((await created.json()) as { data: { id: string; deposit_address: string } }).data;
  // the transfer lands in a block above `before`
  const before = await mineOne(request);
  const paid = await request.post('/api/dev/chain/transfers', {
    data: { network: 'TRC20', asset: 'USDT', to: order.deposit_address, amount: '6' },
  });
  const tx = ((await paid.json()) as { data: { tx_hash: string } }).data.tx_hash;
  // three confirmations, then the watcher's passes (the chain mines a block every few seconds by itself)
  await request.post('/api/dev/chain/mine', { data: { blocks: 3 } });
  await expect
    .poll(async () => (await orderOf(request, m, order.id)).status, { timeout: 60_000 })
    .toBe('completed');
  // every block above `before` is taken back, the transfer with them; new blocks follow one at a time,
  // as a chain makes them, until the watcher finds the transfer's block replaced
  const depth = (await mineOne(request)) - before;
  const reorg = await request.post('/api/dev/chain/reorg', { data: { network: 'TRC20', depth, drop: [tx] } });
  expect(reorg.ok()).toBe(true);
  await expect
    .poll(
      async () => {
        await mineOne(request);
        return (await orderOf(request, m, order.id)).timeline.map((e) => e.code);
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toContain('transfer_reorged_after_confirmation');
  return order.id;
}
