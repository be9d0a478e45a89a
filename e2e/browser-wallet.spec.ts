import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { layoutProblems } from './layout-check';
import { startEvmProduct } from './networks-support';
import { stopStarted } from './second-product';
import { animationsDone, registerMerchant } from './support';

const shots = path.resolve(import.meta.dirname, '../docs/screenshots');

// what a test started beside the run's product stops after it, even when it ran out of time
test.afterEach(stopStarted);

/**
 * A browser wallet (EIP-1193) injected into the page, as a wallet extension does: its requests go to
 * the development node, whose first account (the development payer's wallet, unlocked, holding the
 * test tokens) signs what it sends.
 */
async function injectWallet(page: Page, nodeUrl: string) {
  await page.exposeFunction('__devNode', async (method: string, params: unknown[]) => {
    const res = await fetch(nodeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return res.json();
  });
  await page.addInitScript(() => {
    type Answer = { result?: unknown; error?: { code: number; message: string } };
    const node = (window as unknown as { __devNode: (m: string, p: unknown[]) => Promise<Answer> }).__devNode;
    (window as unknown as { ethereum: unknown }).ethereum = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        const answer = await node(method === 'eth_requestAccounts' ? 'eth_accounts' : method, params ?? []);
        if (answer.error) throw { code: answer.error.code, message: answer.error.message };
        return answer.result;
      },
    };
  });
}

test('a payer pays an ERC-20 order from a browser wallet: the order is paid once, for the amount due', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(300_000);
  const product = await startEvmProduct({ CHAIN_CONFIRMATIONS: 'ERC20:2' });
  try {
    const request = await playwright.request.newContext({ baseURL: product.baseURL });
    const merchant = await registerMerchant(request, 'Harbor Wallet Payments Ltd');
    const created = await request.post('/api/receipt-orders', {
      headers: { authorization: `Bearer ${merchant.token}`, 'idempotency-key': randomUUID() },
      data: { asset: 'USDC', network: 'ERC20', amount: '7.25', merchant_order_no: `WALLET-${Date.now()}` },
    });
    expect(created.ok()).toBe(true);
    const order = ((await created.json()) as { data: { id: string; payment_url: string } }).data;
    // Chinese first (the page as a payer sees it), then English, where the wallet pays
    for (const lang of ['cn', 'en'] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addCookies([{ name: 'lang', value: lang, url: product.baseURL }]);
      const page = await context.newPage();
      await injectWallet(page, product.nodeUrl);
      await page.goto(order.payment_url);
      await expect(page.getByTestId('pay-wallet-button')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('pay-open-wallet')).toHaveAttribute(
        'href',
        /^ethereum:0x[0-9a-fA-F]{40}@31337\/transfer\?address=0x[0-9a-fA-F]{40}&uint256=7250000$/,
      );
      expect(await layoutProblems(page)).toEqual([]);
      await animationsDone(page);
      await page.screenshot({ path: path.join(shots, `payment-wallet-390-${lang}.png`), fullPage: true });
      if (lang === 'en') {
        await page.getByTestId('pay-wallet-button').click();
        await expect(page.getByTestId('pay-wallet-outcome')).toHaveAttribute('data-outcome', 'sent', {
          timeout: 30_000,
        });
        await expect(page.getByTestId('pay-wallet-button')).toBeDisabled();
        // the page's own polling sees the payment on the chain, then its confirmations
        await expect(page.getByTestId('pay-result')).toBeVisible({ timeout: 90_000 });
      }
      await context.close();
    }
    const detail = await request.get(`/api/receipt-orders/${order.id}`, {
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    const paid = ((await detail.json()) as { data: { received_amount: string; payments: unknown[] } }).data;
    expect(paid.received_amount).toBe('7.250000');
    expect(paid.payments).toHaveLength(1);
  } finally {
    await product.close();
  }
});
