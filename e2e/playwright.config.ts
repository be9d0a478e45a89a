import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { E2E_OPERATOR } from './ops-support';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/** Every run starts the real product on an empty data folder (the workers learn it from the environment). */
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'mc-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
/**
 * Before the server opens the data folder, one operator is created with the operators' command line
 * (the embedded database takes one process at a time); specs read its secret from the file.
 */
const createOperator = `npm run --silent ops -- create-operator --email ${E2E_OPERATOR.email} --password ${E2E_OPERATOR.password} --json > "$DATA_DIR/e2e-operator.json"`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // In CI a test that fails is run once more; one that passes then is reported as flaky by name in
  // CI's summary (scripts/ci-summary.mjs), so it is seen and mended, and a test that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../test-results/e2e.json' }]] : 'list',
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `${createOperator} && node scripts/start.mjs`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
  },
});
