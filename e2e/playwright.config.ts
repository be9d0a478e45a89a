import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './chromium';
import { E2E_OPERATOR } from './ops-support';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/** Every run starts the real product on empty data folders (the workers learn them from their project). */
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'mc-e2e-'));
const dataRoot = process.env.E2E_DATA_DIR;

/**
 * Four products, each on its own empty data folder and port, each driven by one worker: the specs are
 * split between them by the lists below, so no two specs share a product's global state (the
 * operator's settings, queues, the authenticator step a login used) at the same time. The first
 * product runs every spec no list names. The specs spend much of their time waiting on the product
 * (a payment's confirmations, a job's next turn, a page's polling), so four at once keep a 2-core
 * machine busy where two left it idle more than half the time.
 *
 * The lists even out the products' running times (seconds of a run on a 2-core machine, in
 * comments). The specs that start a second product on E2E_EVM_PORT or an EVM node on
 * E2E_EVM_NODE_PORT stay together; bank-files starts one on E2E_BANK_PORT, and the webhook specs
 * their receivers on E2E_PORT + 1 and + 2 (no product's port).
 */
const GROUPS = [
  [
    // second product and EVM node on fixed ports (134 s)
    'networks.spec.ts',
    'statement-alerts.spec.ts',
    'sweeps.spec.ts',
    'browser-wallet.spec.ts',
    'team.spec.ts', // 82
    'payouts.spec.ts', // 56
    'shell-log.spec.ts',
    'shell-search.spec.ts',
    'shell-perf.spec.ts',
  ],
  [
    'bank-files.spec.ts', // 118
    'money.spec.ts', // 61
    'history.spec.ts', // 40
    'money-screenshots.spec.ts', // 33
    'fiat-screenshots.spec.ts', // 28
    'payment-server-rendered.spec.ts',
    'auth.spec.ts',
    'ops-reorg.spec.ts',
  ],
  [
    'fiat.spec.ts', // 48
    'ops-payouts.spec.ts', // 46
    'history-screenshots.spec.ts', // 43
    'team-screenshots.spec.ts', // 27
    'webhooks-screenshots.spec.ts', // 26
    'kyb.spec.ts', // 25
    'collection.spec.ts', // 24
    'shell-layout.spec.ts', // 24
    'webhooks.spec.ts', // 21
    'collection-screenshots.spec.ts', // 21
    'verification.spec.ts',
    'ops-reorg-losses.spec.ts',
  ],
];
const products = ['first', 'second', 'third', 'fourth'].map((name, i) => ({
  name,
  port: PORT + 10 * i,
  dataDir: path.join(dataRoot, name),
}));
for (const p of products) fs.mkdirSync(p.dataDir, { recursive: true });

/**
 * Before a server opens its data folder, one operator is created with the operators' command line
 * (`npm run ops`, run without npm: the embedded database takes one process at a time); specs read its
 * secret from the file.
 */
const createOperator = `node scripts/command.mjs ops create-operator --email ${E2E_OPERATOR.email} --password ${E2E_OPERATOR.password} --json > "$DATA_DIR/e2e-operator.json"`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  // A direct load of a console page (the whole console fetched and started) takes 6-9 s on a 2-core
  // machine running both products, on the old code as on the new: 10 s left no margin.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: products.length,
  // In CI a test that fails is run once more; one that passes then is reported as flaky by name in
  // CI's summary (scripts/ci-summary.mjs), so it is seen and mended, and a test that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../test-results/e2e.json' }]] : 'list',
  outputDir: '../test-results/e2e',
  use: {
    browserName: 'chromium',
    locale: 'zh-CN',
    // a trace is recorded on the retry of a failed test: recording one for every test doubled their time
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // a click that cannot land (something lies over its target) fails with what is in the way,
    // instead of waiting out the test's time with no word of why
    actionTimeout: 45_000,
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: products.map((p, i) => ({
    name: p.name,
    workers: 1,
    metadata: { dataDir: p.dataDir },
    use: { baseURL: `http://127.0.0.1:${p.port}` },
    ...(i === 0
      ? { testIgnore: GROUPS.flat().map((f) => `**/${f}`) }
      : { testMatch: GROUPS[i - 1]!.map((f) => `**/${f}`) }),
  })),
  webServer: products.map((p) => ({
    command: `${createOperator} && node scripts/start.mjs`,
    cwd: '..',
    url: `http://127.0.0.1:${p.port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(p.port),
      HOST: '127.0.0.1',
      DATA_DIR: p.dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
  })),
});
