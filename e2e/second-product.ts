import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { TOTP } from 'otpauth';

/**
 * A second product beside the one the run starts (its own data folder and settings), started and
 * stopped by a spec. Port: E2E_EVM_PORT (19382); one runs at a time (the specs run one by one).
 */
export const root = path.resolve(import.meta.dirname, '..');
export const SECOND_PRODUCT_PORT = Number(process.env.E2E_EVM_PORT ?? 19382);
const OPERATOR = { email: 'ops.second@example.com', password: 'Night-Desk-Review-2048' };

export function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function answering(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} does not answer`);
}

/** Creates the second product's operator with the command line (`npm run ops`, without npm; before the product opens its data folder); its secret. */
export function createSecondOperator(env: NodeJS.ProcessEnv): string {
  const created = execFileSync(
    process.execPath,
    [
      'scripts/command.mjs',
      'ops',
      'create-operator',
      '--email',
      OPERATOR.email,
      '--password',
      OPERATOR.password,
      '--json',
    ],
    { cwd: root, env },
  );
  return (JSON.parse(created.toString()) as { totp_secret: string }).totp_secret;
}

/** What the current test started beside the run's product (second products, EVM nodes). */
const running = new Set<ChildProcess>();
/** The logs of the products the current test started, read back when it fails. */
const logs: string[] = [];
/** Lines of a product's log printed under a failed test. */
const LOG_TAIL_LINES = 60;

/** Counts `child` among what `stopStarted` stops after the test. */
export function startedForTest(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/**
 * Stops what the test started and left running: a spec that starts such processes calls it in
 * `test.afterEach`, which runs when the test passed, failed or ran out of time (its own `finally`
 * does not run then, and a process left running holds the port the next spec starts its own on).
 */
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook uses from this pattern
export async function stopStarted({}: object, testInfo: TestInfo): Promise<void> {
  await Promise.all([...running].map(stopped));
  if (testInfo.status !== testInfo.expectedStatus) for (const log of logs) printTail(log);
  logs.length = 0;
}

/** The end of a product's log on the run's output: what the product said while the test failed. */
function printTail(log: string): void {
  const lines = readFileSync(log, 'utf8').trimEnd().split('\n');
  console.error(`--- ${path.relative(root, log)} (last ${LOG_TAIL_LINES} of ${lines.length} lines)`);
  console.error(lines.slice(-LOG_TAIL_LINES).join('\n'));
}

/**
 * Starts the product with `env` and waits until it answers; stop it with `stopped`. What it writes
 * goes to `test-results/products/`, and its end is printed under a test that fails.
 */
export async function startProduct(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const dir = path.join(root, 'test-results', 'products');
  mkdirSync(dir, { recursive: true });
  const log = path.join(dir, `product-${env.PORT}-${Date.now()}.log`);
  const fd = openSync(log, 'a');
  logs.push(log);
  const product = startedForTest(
    spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', fd, fd] }),
  );
  closeSync(fd);
  await answering(`http://127.0.0.1:${env.PORT}/api/health`);
  return product;
}

/** Logs the second product's operator in (its first and only login: the current code is unused). */
export async function logInSecondOperator(
  page: Page,
  baseURL: string,
  secret: string,
  from = '/ops/networks',
): Promise<void> {
  await page.goto(`${baseURL}${from}`);
  await expect(page).toHaveURL(/\/ops\/login/);
  await page.getByTestId('ops-login-email').fill(OPERATOR.email);
  await page.getByTestId('ops-login-password').fill(OPERATOR.password);
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret });
  await page.getByTestId('ops-login-totp').fill(totp.generate());
  await page.getByTestId('ops-login-submit').click();
  // the back office's first page loads after the login (slow on a busy machine)
  await expect(page.getByTestId('ops-layout')).toBeVisible({ timeout: 30_000 });
}
