import { expect, test } from '@playwright/test';
import {
  camt053,
  camt054,
  hostile,
  pain002,
  USD_ACCOUNT,
} from '../apps/server/src/testing/iso20022-messages';
import { importBankFile, merchantWithTopup, startFilesProduct } from './bank-files-support';
import { auth, data } from './fiat-support';
import { opsScreenshots } from './ops-support';
import { stopStarted } from './second-product';
import { onEachScreen } from './support';

/** A direct load of a console page: the console fetched and started, on a machine every worker shares. */
const FIRST_LOAD_MS = 60_000;

// what a test started beside the run's product stops after it, even when it ran out of time
test.afterEach(stopStarted);

/**
 * The ISO 20022 bank rail end to end: a statement credits a top-up by its reference, the merchant's
 * bank transfers leave in a pain.001 an operator writes from the page, the bank's pain.002 rejects
 * one (the merchant reads why in its language), a camt.054 completes another, a hostile file is
 * refused on the page, and an operator matches the credit the rule left.
 */
test('bank files: statements, payment files, status reports and the unmatched credits, on the page', async ({
  browser,
  playwright,
}) => {
  // many screens in two languages at two widths: over 5 minutes beside three other specs on a slow machine
  test.setTimeout(420_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const product = await startFilesProduct(page);
  try {
    const request = await playwright.request.newContext({ baseURL: product.baseURL });
    const ops = product.opsHeaders;
    const a = await merchantWithTopup(request, ops, 'Harbor Files Ltd', '5000.00');
    const b = await merchantWithTopup(request, ops, 'Lotus Partial Co', '800.00');

    // the day's statement: A's top-up exact (credited by the rule), B's only in part, one without reference
    await importBankFile(
      request,
      ops,
      'camt.053.20261130.xml',
      camt053({
        messageId: 'STM-E2E-1',
        account: USD_ACCOUNT,
        currency: 'USD',
        entries: [
          {
            ref: 'E2E-CR-1',
            direction: 'CRDT',
            amount: '5000.00',
            txs: [{ payer: 'Harbor Files Ltd', remittance: [`Top-up ${a.reference}`] }],
          },
          {
            ref: 'E2E-CR-2',
            direction: 'CRDT',
            amount: '400.00',
            txs: [{ payer: 'Lotus Partial Co', remittance: [b.reference] }],
          },
          {
            ref: 'E2E-CR-3',
            direction: 'CRDT',
            amount: '120.00',
            txs: [{ payer: 'Unknown Payer', remittance: ['INVOICE 7781'] }],
          },
          { ref: 'E2E-CHG-1', direction: 'DBIT', amount: '15.00', charges: '15.00', info: 'Account charges' },
        ],
      }),
    );
    const balances = await data<{ assets: { asset: string; available: string }[] }>(
      await request.get('/api/fiat/balances', { headers: auth(a.merchant) }),
    );
    expect(balances.assets.find((x) => x.asset === 'USD')?.available).toBe('5000.00');

    // three bank transfers of A wait for a file
    const payouts: string[] = [];
    for (const amount of ['120', '340.50', '75']) {
      const p = await data<{ id: string }>(
        await request.post('/api/payouts/bank-transfers', {
          headers: { ...auth(a.merchant), 'idempotency-key': `bt-${amount.replace('.', '_')}-${Date.now()}` },
          data: {
            currency: 'USD',
            bank_account_id: a.bankAccountId,
            amount,
            payment_password: a.merchant.paymentPassword,
            totp_code: await a.merchant.codes.next(),
          },
        }),
      );
      payouts.push(p.id);
    }

    // the operator writes the pain.001 from the page until the three transfers are in one (the
    // transfers job hands each to the rail within a second: a click before that writes the ones there)
    // a direct load of the console beside four products and their browsers: a starved machine gets its time
    await page.goto(`${product.baseURL}/ops/bank-files`);
    await expect(page.getByTestId('ops-bank-files-table')).toBeVisible({ timeout: FIRST_LOAD_MS });
    type OutFile = { id: string; message_id: string; entries: number };
    const written = async () =>
      (
        await data<{ items: OutFile[] }>(
          await request.get('/api/ops/bank-files?kind=pain.001', { headers: ops }),
        )
      ).items;
    await expect
      .poll(
        async () => {
          await page.getByTestId('ops-bank-files-generate').click();
          return (await written()).reduce((n, f) => n + f.entries, 0);
        },
        { timeout: 30_000, intervals: [1500] },
      )
      .toBe(3);
    await page.getByTestId('ops-bank-files-refresh').click();
    // the bank answers each file with a status report: one transfer rejected, the others accepted
    const e2e = (id: string) => id.replaceAll('-', '');
    const statusOf = (id: string) =>
      id === payouts[1]
        ? { endToEndId: e2e(id), status: 'RJCT' as const, reason: 'AC01', info: 'IBAN check failed' }
        : { endToEndId: e2e(id), status: 'ACSP' as const };
    const outFiles = await written();
    for (const [i, f] of outFiles.entries()) {
      const detail = await data<{ items: { payout_id: string }[] }>(
        await request.get(`/api/ops/bank-files/${f.id}`, { headers: ops }),
      );
      await importBankFile(
        request,
        ops,
        `pain.002.${i + 1}.xml`,
        pain002({
          messageId: `STS-E2E-${i + 1}`,
          originalMessageId: f.message_id,
          txs: detail.items.map((item) => statusOf(item.payout_id)),
        }),
      );
    }
    await importBankFile(
      request,
      ops,
      'camt.054.xml',
      camt054({
        messageId: 'NTF-E2E-1',
        account: USD_ACCOUNT,
        currency: 'USD',
        entries: [
          {
            ref: 'E2E-DB-1',
            direction: 'DBIT',
            amount: '120.00',
            txs: [{ endToEndId: e2e(payouts[0]!), payee: 'Fiat Journey Trading Ltd' }],
          },
        ],
      }),
    );

    // a hostile file is refused on the page, with the reason, and nothing is listed
    await page.getByTestId('ops-bank-files-refresh').click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('ops-bank-file-import').click();
    await (await chooser).setFiles({
      name: 'evil.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(hostile.xxe),
    });
    await expect(page.getByTestId('ops-bank-file-refusal')).toContainText('DOCTYPE');
    // the statement, the pain.001 (one or two), their status reports and the notification: no refused one
    await expect(page.getByTestId('ops-bank-file-state')).toHaveCount(2 + 2 * outFiles.length);

    // the toasts of the generate clicks are gone before the pictures are taken
    await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
    await opsScreenshots(page, 'ops-bank-files', async (lang) => {
      await expect(page.getByTestId('ops-bank-files-table')).toContainText(
        lang === 'cn' ? '已导入' : 'Imported',
      );
    });

    // the statement's detail: each entry and what it matched
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('lang-en').click();
    await page.locator('tr', { hasText: 'camt.053.20261130.xml' }).first().click();
    const drawer = page.getByTestId('ops-bank-file-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('ops-bank-entry-state')).toHaveCount(4);
    await expect(drawer).toContainText('Matched');
    await page.waitForTimeout(400);
    await page.screenshot({ path: 'docs/screenshots/ops-bank-file-drawer-1440-en.png' });
    await page.keyboard.press('Escape');

    // the merchant reads the rejection in its language, and its transfer's money came back
    await expect
      .poll(
        async () => {
          const p = await data<{ status: string; failure_reason: string | null }>(
            await request.get(`/api/payouts/${payouts[1]}`, { headers: auth(a.merchant) }),
          );
          return `${p.status} ${p.failure_reason}`;
        },
        { timeout: 20_000 },
      )
      .toBe('failed AC01 IBAN check failed');

    // the merchant's bank transfers: the rejected one says why, in the page's language
    await onEachScreen(browser, product.baseURL, a.merchant, async (merchantPage, screen) => {
      await merchantPage.goto(`${product.baseURL}/fiat/withdraw`);
      const reason = screen.endsWith('en') ? 'The account number is incorrect' : '收款账号有误';
      await expect(merchantPage.getByText(reason).first()).toBeVisible({ timeout: FIRST_LOAD_MS });
      // the list sits below the form: the picture shows the rejected row
      await merchantPage.getByText(reason).first().scrollIntoViewIfNeeded();
      await merchantPage.waitForTimeout(400);
      await merchantPage.screenshot({ path: `docs/screenshots/fiat-bank-transfer-rejected-${screen}.png` });
    });

    // the audit log names the bank actions
    await page.goto(`${product.baseURL}/ops/audit`);
    await opsScreenshots(page, 'ops-audit-bank', async (lang) => {
      await expect(page.locator('main, .ant-layout-content').first()).toContainText(
        lang === 'cn' ? '导入银行文件' : 'Bank file imported',
      );
    });

    // the unmatched credits: B's partial one is matched by hand, the one without reference set aside
    await page.goto(`${product.baseURL}/ops/bank-files?tab=credits`);
    await expect(page.getByTestId('ops-bank-credit-miss')).toHaveCount(2);
    await opsScreenshots(page, 'ops-bank-credits', async (lang) => {
      await expect(page.getByTestId('ops-bank-credits-table')).toContainText(
        lang === 'cn' ? '附言中没有参考号' : 'No reference',
      );
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.locator('tr', { hasText: '400.00' }).getByTestId('ops-bank-credit-match').click();
    await expect(page.getByTestId('ops-bank-credit-candidates')).toContainText('800.00');
    await page.waitForTimeout(300);
    await page.screenshot({ path: 'docs/screenshots/ops-bank-credit-match-1440-en.png' });
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(page.getByTestId('ops-bank-credit-miss')).toHaveCount(1);
    const bBalance = await data<{ assets: { asset: string; available: string }[] }>(
      await request.get('/api/fiat/balances', { headers: auth(b.merchant) }),
    );
    expect(bBalance.assets.find((x) => x.asset === 'USD')?.available).toBe('400.00');
  } finally {
    await context.close();
    await product.close();
  }
});
