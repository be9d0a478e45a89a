import path from 'node:path';
import { expect, test } from '@playwright/test';
import { animationsDone, onEachScreen, registerMerchant } from './support';
import { startReceiver } from './webhook-receiver';

/** The Webhooks tab, its add dialog and secret, and the delivery log, on a phone and a desktop, in both languages. */
const out = path.resolve(import.meta.dirname, '../test-results/screenshots');
const RECEIVER_PORT = Number(process.env.E2E_PORT ?? 8181) + 2;

/** A message key shown as it is (its bundle not loaded by the route), e.g. `webhooks.col.url`. */
const UNTRANSLATED = /\b(webhooks|settings|route|common)\.[a-zA-Z]+(\.[a-zA-Z_]+)*\b/;

test('screenshots of the Webhooks tab, its dialogs and the delivery log at 390 and 1440 px, cn and en', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const receiver = await startReceiver(RECEIVER_PORT);
  try {
    const owner = await registerMerchant(request, 'Harbor Tea House');
    const auth = { authorization: `Bearer ${owner.token}` };
    const created = await request.post('/api/webhooks/endpoints', {
      headers: auth,
      data: {
        url: `http://127.0.0.1:${RECEIVER_PORT}/webhooks/merchant-console/production`,
        description: 'Order system (production)',
        events: ['receipt_order.*', 'payout.*'],
      },
    });
    expect(created.status()).toBe(200);
    const endpoint = ((await created.json()) as { data: { id: string } }).data;
    for (let i = 0; i < 2; i++)
      expect(
        (await request.post(`/api/webhooks/endpoints/${endpoint.id}/test`, { headers: auth })).status(),
      ).toBe(200);
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);

    await onEachScreen(browser, String(baseURL), owner, async (page, screen) => {
      await page.goto('/account-info#webhooks');
      await expect(page.getByTestId('webhook-row-url').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('main, .ant-layout-content').first()).not.toContainText(UNTRANSLATED);
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(out, `webhooks-tab-${screen}.png`), fullPage: true });

      await page.getByTestId('webhook-add').click();
      await expect(page.getByTestId('webhook-events')).toBeVisible();
      await expect(page.locator('body')).not.toContainText(UNTRANSLATED);
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(out, `webhooks-add-dialog-${screen}.png`), fullPage: true });
      await page.getByTestId('webhook-url').fill(`http://127.0.0.1:${RECEIVER_PORT}/shot-${screen}`);
      await page.getByTestId('webhook-save').click();
      await expect(page.getByTestId('webhook-secret')).toBeVisible();
      await expect(page.locator('body')).not.toContainText(UNTRANSLATED);
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(out, `webhooks-secret-${screen}.png`), fullPage: true });
      await page.getByTestId('webhook-secret-done').click();

      const row = page.getByTestId(`webhook-row-${endpoint.id}`);
      await row.getByTestId('webhook-more').click();
      // the menu slides in: a click while it moves can land on the item below the one meant
      await animationsDone(page);
      await page.getByTestId('webhook-action-test').click();
      await page.getByTestId('webhook-test-type').click();
      await expect(page.locator('.ant-select-dropdown:visible')).toBeVisible();
      await expect(page.locator('body')).not.toContainText(UNTRANSLATED);
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(out, `webhooks-test-dialog-${screen}.png`) });
      await page.keyboard.press('Escape');
      await page.locator('.ant-modal-close:visible').click();
      await expect(page.getByTestId('webhook-test-send')).toBeHidden();

      await row.getByTestId('webhook-deliveries').click();
      const log = page.getByTestId('delivery-log');
      await expect(log.locator('[data-testid^="delivery-row-"]')).toHaveCount(2);
      await expect(log).not.toContainText(UNTRANSLATED);
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(out, `webhooks-log-${screen}.png`) });
      await log.locator('[data-testid^="delivery-row-"]').first().click();
      await expect(page.getByTestId('delivery-attempt')).toHaveCount(1);
      await expect(page.getByTestId('delivery-detail')).not.toContainText(UNTRANSLATED);
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(out, `webhooks-delivery-${screen}.png`) });
    });
  } finally {
    await receiver.close();
  }
});
