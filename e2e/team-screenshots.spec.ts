import path from 'node:path';
import { expect, test } from '@playwright/test';
import { animationsDone, onEachScreen, registerMerchant } from './support';
import { inviteMember, mailedInvitationPath } from './team-support';

/** The power page and the invitee's page, on a phone and a desktop, in both languages. */
const out = path.resolve(import.meta.dirname, '../test-results/screenshots');

/** A message key shown as it is (its bundle not loaded by the route), e.g. `team.col.name`. */
const UNTRANSLATED = /\b(team|teamRole|invite|route|common)\.[a-zA-Z]+(\.[a-zA-Z_]+)*\b/;

test('screenshots of /power and /invite/:token at 390 and 1440 px, cn and en, with no untranslated text', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const owner = await registerMerchant(request, 'Harbor Tea House');
  const stamp = Date.now().toString(36);
  const financeEmail = `finance.${stamp}@example.com`;
  await inviteMember(request, owner, financeEmail, 'finance');
  await inviteMember(request, owner, `viewer.${stamp}@example.com`, 'viewer');
  const link = await mailedInvitationPath(request, financeEmail);

  const pages = [
    { name: 'power', path: '/power', ready: 'team-matrix', scope: 'main, .ant-layout-content' },
    { name: 'invite', path: link, ready: 'invite-ready', scope: 'body' },
  ] as const;

  await onEachScreen(browser, String(baseURL), owner, async (page, screen) => {
    for (const p of pages) {
      await page.goto(p.path);
      await expect(page.getByTestId(p.ready).first()).toBeVisible({ timeout: 20_000 });
      if (p.name === 'power') await expect(page.locator('[data-testid^="team-row-"]')).toHaveCount(3);
      await expect(page.locator(p.scope).first()).not.toContainText(UNTRANSLATED);
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(out, `team-${p.name}-${screen}.png`), fullPage: true });
    }
    // the invite dialog with its roles and their descriptions
    await page.goto('/power');
    await page.getByTestId('team-invite').click();
    await animationsDone(page);
    await page.getByTestId('team-invite-role').click();
    await expect(page.getByTestId('team-invite-role-finance')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(UNTRANSLATED);
    // the list drawn whole, not half-way through its opening motion
    await animationsDone(page);
    await page.screenshot({ path: path.join(out, `team-invite-dialog-${screen}.png`), fullPage: true });
  });

  // A link that is not (or no longer) valid says to ask for a new one.
  const stranger = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await stranger.goto(`/invite/${'A'.repeat(43)}`);
  await expect(stranger.getByTestId('invite-invalid')).toBeVisible();
  await expect(stranger.locator('body')).not.toContainText(UNTRANSLATED);
  await stranger.screenshot({ path: path.join(out, 'team-invite-invalid-390.png'), fullPage: true });
});
