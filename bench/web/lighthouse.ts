import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { BENCH_PASSWORD, registerMerchant } from '../server';
import { cpuSlowdownFor, median } from './calibration';
import { hostBenchmarkIndex, measureIn } from './host-index';
import { batchTransferPath, paymentPath } from './payer-pages';

export type Profile = 'mobile' | 'desktop';

export interface PageScore {
  page: string;
  profile: Profile;
  /** HTML, scripts, styles and fonts of the load, as sent (compressed), in bytes. */
  firstLoadBytes: number;
  /** Everything the load transferred, in bytes. */
  totalBytes: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Audits of the three categories that did not pass, for the reader of the run. */
  failures: string[];
}

const FIRST_LOAD_TYPES = new Set(['Document', 'Script', 'Stylesheet', 'Font']);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

function score(lhr: Result, page: string, profile: Profile): PageScore {
  const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] })?.items ?? [];
  const sent = (types: Set<string> | null) =>
    requests
      .filter((r) => !types || types.has(String(r.resourceType)))
      .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
  const failures: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      failures.push(`${id}: ${audit.id} (${audit.displayValue ?? audit.score})`);
    }
  }
  return {
    page,
    profile,
    firstLoadBytes: sent(FIRST_LOAD_TYPES),
    totalBytes: sent(null),
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    failures,
  };
}

/** The host's benchmarkIndex (the median of its readings) and the CPU slowdown the mobile runs used. */
export interface Calibration {
  benchmarkIndex: number;
  readings: number[];
  cpuSlowdown: number;
}

/**
 * Lighthouse (mobile profile, its CPU slowdown calibrated to the host, `mobileRuns` runs with the
 * median kept; then desktop once) on /login, /register, a receipt order's /payment, a collection account's
 * /batch/transfer and, logged in in the same browser, /index, against the running product at `base`.
 * The host's benchmarkIndex is read first, several times (`host-index.ts`). Chromium is launched here with its
 * debugging port from `BENCH_CHROME_PORT` (9222 when unset); every load starts with an empty HTTP
 * cache. The reports (JSON) go to `reportDir` when given.
 */
export async function lighthouseScores(
  base: string,
  opts: {
    report?: (s: PageScore) => void;
    reportDir?: string;
    calibrated?: (c: Calibration) => void;
    /** Mobile runs of each page (3 unless told): the median one, by performance, is its score. */
    mobileRuns?: number;
    /**
     * With one mobile run: a page other than /index whose performance reads below this is run twice
     * more, and the median of the three is its score (a floor is held to three runs, a page well
     * above it takes one).
     */
    confirmBelow?: number;
  } = {},
): Promise<PageScore[]> {
  const port = Number(process.env.BENCH_CHROME_PORT ?? 9222);
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    // a browser asking for Chinese: the pages and the console (which keeps the language signed in
    // with) in the product's default language, as every earlier reading was of the console
    locale: 'zh-CN',
    args: [`--remote-debugging-port=${port}`, ...CHROMIUM_ARGS],
  });
  const scores: PageScore[] = [];
  let cpuSlowdown = 4;
  /**
   * One Lighthouse run of `page`. A run that recorded no first paint (a trace without it: its
   * performance reads 0 and its other categories come from a load it did not see whole) is run
   * again, once; a second such run is kept, and fails where a floor is held.
   */
  const once = async (page: string, profile: Profile, flags: Flags) => {
    let lhr: Result | undefined;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const result = await lighthouse(
        `${base}${page}`,
        { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...flags },
        profile === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      lhr = result.lhr;
      if (Number.isFinite(lhr.audits['first-contentful-paint']?.numericValue)) return lhr;
      console.log(
        `lighthouse ${page} ${profile}: no first paint recorded (${lhr.runtimeError?.code ?? 'no error'}), run ${attempt}`,
      );
    }
    return lhr as Result;
  };
  const run = async (page: string, flags: Flags, prepare?: () => Promise<unknown>) => {
    for (const profile of ['mobile', 'desktop'] as const) {
      const results: Result[] = [];
      const pagePath = page.split('?')[0] ?? page;
      let runs = profile === 'mobile' ? (opts.mobileRuns ?? 3) : 1;
      for (let i = 0; i < runs; i += 1) {
        await prepare?.();
        const throttled: Flags =
          profile === 'mobile' ? { ...flags, throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : flags;
        results.push(await once(page, profile, throttled));
        const first =
          runs === 1 &&
          profile === 'mobile' &&
          pagePath !== '/index' &&
          score(results[0]!, pagePath, profile);
        if (first && opts.confirmBelow !== undefined && first.performance < opts.confirmBelow) {
          console.log(
            `lighthouse ${pagePath} mobile read ${first.performance}: two more runs, the median kept`,
          );
          runs = 3;
        }
      }
      const kept = results.map((lhr) => ({ lhr, s: score(lhr, pagePath, profile) }));
      const mid = median(kept.map((k) => k.s.performance));
      const { lhr, s } = kept.find((k) => k.s.performance === mid) ?? kept[0]!;
      scores.push(s);
      opts.report?.(s);
      if (opts.reportDir) {
        fs.mkdirSync(opts.reportDir, { recursive: true });
        const name = `${s.page.replace(/\W/g, '') || 'root'}-${profile}.json`;
        fs.writeFileSync(path.join(opts.reportDir, name), JSON.stringify(lhr));
      }
    }
  };
  try {
    const merchant = await registerMerchant(base);
    const payment = await paymentPath(base, merchant.token);
    const batchTransfer = await batchTransferPath(base, merchant.token);
    const blank = await context.newPage();
    const host = await hostBenchmarkIndex(measureIn(blank));
    await blank.close();
    cpuSlowdown = cpuSlowdownFor(host.benchmarkIndex);
    opts.calibrated?.({ ...host, cpuSlowdown });
    await run('/login', {});
    await run('/register', {});
    await run(payment, {});
    await run(batchTransfer, {});
    // Log in as a merchant does, then measure /index with the session (storage kept, cache emptied).
    const tab = context.pages()[0] ?? (await context.newPage());
    await tab.goto(`${base}/login`);
    await tab.getByTestId('login-email').fill(merchant.email);
    await tab.getByTestId('login-password').fill(BENCH_PASSWORD);
    await tab.getByTestId('login-submit').click();
    await tab.waitForURL(/\/index$/);
    await tab.getByTestId('layout').waitFor();
    const cdp = await context.newCDPSession(tab);
    await run('/index', { disableStorageReset: true }, () => cdp.send('Network.clearBrowserCache'));
  } finally {
    await context.close();
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
  return scores;
}
