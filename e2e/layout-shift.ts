import type { Browser } from '@playwright/test';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';

const screen = screenEmulationMetrics.mobile;
if (!screen) throw new Error("Lighthouse's settings name no mobile screen");
/** The phone Lighthouse's mobile run emulates (a Moto G Power), from its own settings: screen, browser's name, touch. */
const LIGHTHOUSE_PHONE = {
  viewport: { width: screen.width, height: screen.height },
  deviceScaleFactor: screen.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

export interface LayoutShift {
  /** The sum of the shifts' scores (what Lighthouse's cumulative layout shift adds up on a load). */
  total: number;
  /** The class of each element that moved, with the score of its shift. */
  moved: string[];
}

/**
 * Loads `url` as that phone with its processor slowed 6 times (the browser then draws while it still
 * reads the page) and adds up the layout shifts of the first `settleMs`.
 */
export async function layoutShiftOnPhone(
  browser: Browser,
  url: string,
  locale: string,
  settleMs = 3000,
): Promise<LayoutShift> {
  const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, locale });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(() => {
      const seen: { value: number; nodes: string[] }[] = [];
      (window as unknown as { __shifts: typeof seen }).__shifts = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources: { node?: Node | null }[];
        }[])
          seen.push({
            value: entry.value,
            nodes: entry.sources.map((s) => (s.node as Element | null)?.className || s.node?.nodeName || '?'),
          });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url);
    await page.waitForTimeout(settleMs);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
    );
    return {
      total: shifts.reduce((sum, s) => sum + s.value, 0),
      moved: shifts.map((s) => `${s.nodes.join(', ')} (${s.value.toFixed(3)})`),
    };
  } finally {
    await context.close();
  }
}
