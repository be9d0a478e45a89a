import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The code of a moment `steps` periods from now: each code is accepted once, so each use takes the next. */
export function totpAt(secret: string, steps: number): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Types a code into the six-box code input. */
export async function typeOtp(page: Page, testId: string, code: string) {
  await page.getByTestId(testId).locator('input').first().click();
  await page.keyboard.type(code);
}
