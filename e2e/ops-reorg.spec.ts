import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openAsOperator } from './ops-support';
import { type Merchant, registerMerchant } from './support';

/** Screenshots to look at (not kept in the repository): OPS_SHOTS_DIR moves them. */
const SHOTS = process.env.OPS_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../test-results/ops-shots');

const auth = (m: Merchant) => ({ authorization: `Bearer ${m.token}` });

async function orderOf(request: APIRequestContext, m: Merchant, id: string) {
  const res = await request.get(`/api/receipt-orders/${id}`, { headers: auth(m) });
  return ((await res.json()) as { data: { status: string; timeline: { code: string }[] } }).data;
}

/** Mines one block of the simulated chain (which also mines one every few seconds by itself); answers the TRC20 head. */
async function mineOne(request: APIRequestContext): Promise<number> {
  const res = await request.post('/api/dev/chain/mine', { data: { blocks: 1 } });
  return ((await res.json()) as { data: { heights: Record<string, number> } }).data.heights.TRC20 ?? 0;
}

/** An order paid and completed on the simulated TRC20 chain, then the block of its transfer replaced. */
async function reorgedOrder(request: APIRequestContext, m: Merchant) {
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

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('an order whose confirmed transfer a chain reorganisation took back is reconciled by an operator and leaves the queue', async ({
  page,
  request,
}) => {
  const merchant = await registerMerchant(request);
  const id = await reorgedOrder(request, merchant);

  await page.setViewportSize({ width: 1440, height: 900 });
  await openAsOperator(page, request, '/ops/exceptions?status=reorged');
  const row = page.getByTestId(`ops-exception-${id}`);
  await expect(row).toContainText('区块重组');
  await shot(page, 'cn-exceptions-reorged');
  await row.getByTestId('ops-exception-open').click();
  const drawer = page.getByTestId('ops-order-drawer');
  await expect(drawer.getByTestId('ops-order-reorged')).toBeVisible();
  await expect(drawer.getByTestId('receipt-status')).toHaveAttribute('data-status', 'completed');
  await shot(page, 'cn-exception-reorged-order');

  // no reason, no decision; with one, the order is reconciled and its timeline says why
  await drawer.getByTestId('ops-order-reconcile_reorg').click();
  await page.getByTestId('ops-reason-ok').click();
  await expect(page.getByTestId('ops-reason')).toBeVisible();
  expect((await orderOf(request, merchant, id)).timeline.map((e) => e.code)).not.toContain(
    'reorg_reconciled_by_platform',
  );
  await page.getByTestId('ops-reason').fill('Found again in a later block on the explorer');
  await shot(page, 'cn-exception-reconcile');
  await page.getByTestId('ops-reason-ok').click();
  await expect(drawer.getByTestId('ops-order-reorged')).toBeHidden();
  await expect(drawer.getByTestId('ops-order-reconcile_reorg')).toBeHidden();
  await expect(drawer).toContainText(
    '平台已核对区块重组，说明：Found again in a later block on the explorer',
  );
  const seen = await orderOf(request, merchant, id);
  expect(seen.status).toBe('completed');
  expect(seen.timeline.at(-1)?.code).toBe('reorg_reconciled_by_platform');

  // off the queue; the audit log names the decision
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(`ops-exception-${id}`)).toBeHidden();
  await page.getByTestId('ops-menu-audit').click();
  await expect(page.getByTestId('ops-audit-table').locator('[data-action]').first()).toHaveAttribute(
    'data-action',
    'reorg_reconciled',
  );

  // in English on a phone, the reconciled order reads the same
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('lang-en').click();
  // the choice is saved before the page is loaded again in it
  await expect(page.getByTestId('ops-menu-audit')).toHaveText(/Audit log/);
  await page.goto(`/ops/exceptions?order=${id}`);
  await expect(page.getByTestId('ops-order-drawer')).toContainText(
    'Chain reorganisation reconciled by the platform: Found again in a later block on the explorer',
  );
  await shot(page, 'en-exception-reconciled-phone');
});
