import path from 'node:path';
import {
  defaultDist,
  OVERVIEW_PAGES,
  type PageSources,
  PUBLIC_ENTRY,
  PUBLIC_PAGE_BUDGET_BYTES,
  PUBLIC_PAGES,
  pageBudget,
  SHELL_BUDGET_BYTES,
} from '../../apps/web/scripts/bundle-size';
import { registerMerchant } from '../server';
import { REFERENCE_INDEX } from './calibration';
import { firstLoadOverHttp } from './first-load';
import { lighthouseScores, type PageScore } from './lighthouse';
import { batchTransferPath, paymentPath } from './payer-pages';
import { startProduct } from './product';

/**
 * A measured figure with its limit: a budget (at most) or a floor (at least), both enforced; a goal
 * (at least) or a target (at most), both reported only, for what the product does not reach yet.
 */
export interface Row {
  name: string;
  value: number;
  limit: number;
  unit: string;
  kind: 'budget' | 'floor' | 'goal' | 'target' | 'figure';
  /** What a figure is reported for, instead of a limit. */
  note?: string;
}

/**
 * The first load /login may not exceed (enforced, as before the bytes were counted as sent); the
 * public pages' target is PUBLIC_PAGE_BUDGET_BYTES, reported until they reach it.
 */
const LOGIN_BUDGET_BYTES = 250 * 1024;

/**
 * Pages whose first-load limit is enforced: the shell's, /login and /register, and the public entry's pages (120 KB,
 * their HTML drawn by the server included).
 */
const HELD_PAGE_BUDGETS = new Set(['/index', '/login', '/register', '/payment', '/batch/transfer']);

/**
 * Lighthouse scores each page is to reach on each profile. Enforced where the product holds them
 * (accessibility and best practices, every page); performance is reported as a goal until it does.
 */
export const SCORE_FLOORS = {
  mobile: { performance: 95, accessibility: 100, bestPractices: 100 },
  desktop: { performance: 98, accessibility: 100, bestPractices: 100 },
} as const;
/** The logged-in overview carries charts and the shell: its mobile goal is lower. */
const INDEX_MOBILE_PERFORMANCE = 85;
/**
 * The mobile performance the pages a visitor meets first (/login, /register, /payment,
 * /batch/transfer) may not fall below: enforced, some points under their goal of 95 (every CI run
 * since their entry was drawn on the server read 96 to 100). Under `--check` a page is run once, and
 * three times (the median held) when its first run reads below it. The logged-in /index is held to
 * none until it reaches its goal's floor of 80.
 */
export const PUBLIC_MOBILE_PERFORMANCE_FLOOR = 90;

/** The first-load budget of a page by path: the public entry's, else the console's public pages'. */
function budgetOf(path: string): number {
  const page = PUBLIC_PAGES[path];
  return page ? pageBudget(page) : PUBLIC_PAGE_BUDGET_BYTES;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;

function printScore(s: PageScore) {
  console.log(
    `lighthouse ${s.page.padEnd(9)} ${s.profile.padEnd(7)} sent ${kb(s.firstLoadBytes).padStart(9)} (all ${kb(s.totalBytes)})` +
      `  perf ${s.performance}  a11y ${s.accessibility}  best ${s.bestPractices}` +
      `  FCP ${ms(s.fcpMs)}  LCP ${ms(s.lcpMs)}  TBT ${s.tbtMs.toFixed(0)} ms`,
  );
  for (const failure of s.failures) console.log(`    ${failure}`);
}

function scoreRows(s: PageScore): Row[] {
  const floors = SCORE_FLOORS[s.profile];
  const at = `${s.page} ${s.profile}`;
  // accessibility and best practices are 100 on every page and profile, run after run: enforced
  return [
    {
      name: `Lighthouse ${at} performance`,
      value: s.performance,
      limit: s.page === '/index' && s.profile === 'mobile' ? INDEX_MOBILE_PERFORMANCE : floors.performance,
      unit: '',
      kind: 'goal',
    },
    ...(s.page !== '/index' && s.profile === 'mobile'
      ? [
          {
            name: `Lighthouse ${at} performance, floor`,
            value: s.performance,
            limit: PUBLIC_MOBILE_PERFORMANCE_FLOOR,
            unit: '',
            kind: 'floor' as const,
          },
        ]
      : []),
    {
      name: `Lighthouse ${at} accessibility`,
      value: s.accessibility,
      limit: floors.accessibility,
      unit: '',
      kind: 'floor',
    },
    {
      name: `Lighthouse ${at} best practices`,
      value: s.bestPractices,
      limit: floors.bestPractices,
      unit: '',
      kind: 'floor',
    },
  ];
}

/**
 * The web parts against the built product started on an empty data folder: `bundle` counts over HTTP
 * the compressed bytes of each page's first load; `lighthouse` runs Lighthouse on the pages.
 */
export async function webRows(
  root: string,
  parts: { bundle: boolean; lighthouse: boolean; lighthouseRuns: number },
): Promise<Row[]> {
  const product = await startProduct(root);
  const rows: Row[] = [];
  try {
    if (parts.bundle) {
      // the public entry's pages are drawn by the server: their HTML is that of a real order and account
      const merchant = await registerMerchant(product.url);
      const addresses: Record<string, string> = {
        '/payment': await paymentPath(product.url, merchant.token),
        '/batch/transfer': await batchTransferPath(product.url, merchant.token),
      };
      const pages: [string, PageSources, number][] = [
        ...Object.entries(PUBLIC_PAGES).map(([path, page]): [string, PageSources, number] => [
          path,
          page,
          pageBudget(page),
        ]),
        ['/index', OVERVIEW_PAGES, SHELL_BUDGET_BYTES],
      ];
      for (const [path, page, budget] of pages) {
        const address = page.entry === PUBLIC_ENTRY ? addresses[path] : undefined;
        const load = await firstLoadOverHttp(product.url, defaultDist, page, address);
        if (load.uncompressed.length > 0)
          console.log(`${path}: sent uncompressed: ${load.uncompressed.join(', ')}`);
        rows.push({
          name: `${path} first load sent (HTML+JS+CSS, br)`,
          value: load.bytes / 1024,
          limit: budget / 1024,
          unit: 'KB',
          // /login and /register hold their 200 KB with margin (about 170 KB), the public entry's pages
          // their 120 KB: enforced
          kind: HELD_PAGE_BUDGETS.has(path) ? 'budget' : 'target',
        });
        if (path === '/login') {
          rows.push({
            name: '/login first load sent, budget',
            value: load.bytes / 1024,
            limit: LOGIN_BUDGET_BYTES / 1024,
            unit: 'KB',
            kind: 'budget',
          });
        }
      }
    }
    if (parts.lighthouse) {
      const reportDir = path.join(root, 'test-results/lighthouse');
      const scores = await lighthouseScores(product.url, {
        report: printScore,
        reportDir,
        mobileRuns: parts.lighthouseRuns,
        confirmBelow: PUBLIC_MOBILE_PERFORMANCE_FLOOR,
        calibrated: (c) =>
          console.log(
            `lighthouse host benchmarkIndex ${c.benchmarkIndex.toFixed(0)} (median of ${c.readings.slice(1).join(', ')}; a first reading of ${c.readings[0]} left out): mobile CPU slowdown ${c.cpuSlowdown}× (4× at ${REFERENCE_INDEX}), median of ${parts.lighthouseRuns} run(s)${parts.lighthouseRuns === 1 ? ` (three below ${PUBLIC_MOBILE_PERFORMANCE_FLOOR})` : ''}`,
          ),
      });
      console.log(`Lighthouse reports: ${reportDir}`);
      for (const s of scores) {
        rows.push(...scoreRows(s));
        if (s.page !== '/index' && s.profile === 'mobile') {
          rows.push({
            name: `Lighthouse ${s.page} first load sent`,
            value: s.firstLoadBytes / 1024,
            limit: budgetOf(s.page) / 1024,
            unit: 'KB',
            kind: 'target',
          });
        }
      }
    }
  } finally {
    await product.stop();
  }
  return rows;
}
