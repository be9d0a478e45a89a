import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';

/**
 * A second product whose ERC20 network runs on a development EVM node (`npm run chain:dev`), so
 * that the networks page can be seen with a node that answers and then one that is gone. Ports:
 * E2E_EVM_NODE_PORT (19301) for the node, E2E_EVM_PORT (19382) for the product.
 */
const root = path.resolve(import.meta.dirname, '..');
const NODE_PORT = Number(process.env.E2E_EVM_NODE_PORT ?? 19301);
const PRODUCT_PORT = Number(process.env.E2E_EVM_PORT ?? 19382);
const OPERATOR = { email: 'ops.evm@example.com', password: 'Night-Desk-Review-2048' };

export interface EvmProduct {
  baseURL: string;
  /** Stops the EVM node: every call of the product to it fails from now on. */
  stopNode(): Promise<void>;
  close(): Promise<void>;
}

function started(child: ChildProcess, ready: RegExp, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start: ${out}`)), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve(out);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}): ${out}`)));
  });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function answering(url: string): Promise<void> {
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

/**
 * Starts the node, creates an operator with the command line, then starts the product on the node
 * (with `settings` besides, e.g. a shorter SWEEP_INTERVAL_MS).
 */
export async function startEvmProduct(
  settings: Record<string, string> = {},
): Promise<EvmProduct & { operatorSecret: string }> {
  const node = spawn(process.execPath, ['--import', 'tsx', 'apps/server/scripts/chain-dev.ts'], {
    cwd: root,
    env: { ...process.env, CHAIN_DEV_PORT: String(NODE_PORT), CHAIN_DEV_BLOCK_SECONDS: '3' },
  });
  const printed = await started(node, /EVM_TOKENS=\S+/, 'the EVM node');
  const tokens = /EVM_TOKENS=(\S+)/.exec(printed)![1]!;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-e2e-evm-'));
  const env = {
    ...process.env,
    PORT: String(PRODUCT_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'fatal',
    NODE_ENV: 'development',
    CHAIN_RAIL: 'evm',
    EVM_RPC_URL: `http://127.0.0.1:${NODE_PORT}`,
    EVM_CHAIN_ID: '31337',
    EVM_START_BLOCK: '0',
    EVM_TOKENS: tokens,
    // the simulated TRC20 mines a block every 10 minutes: a payment there waits, seen, in the mempool
    CHAIN_BLOCK_MS: '600000',
    ...settings,
  };
  const created = execFileSync(
    'npm',
    [
      'run',
      '--silent',
      'ops',
      '--',
      'create-operator',
      '--email',
      OPERATOR.email,
      '--password',
      OPERATOR.password,
      '--json',
    ],
    { cwd: root, env },
  );
  const operatorSecret = (JSON.parse(created.toString()) as { totp_secret: string }).totp_secret;
  const product = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'ignore' });
  const baseURL = `http://127.0.0.1:${PRODUCT_PORT}`;
  await answering(`${baseURL}/api/health`);
  return {
    baseURL,
    operatorSecret,
    stopNode: () => stopped(node),
    async close() {
      await stopped(product);
      await stopped(node);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs the second product's operator in (its first and only login: the current code is unused). */
export async function logInEvmOperator(page: Page, baseURL: string, secret: string): Promise<void> {
  await page.goto(`${baseURL}/ops/networks`);
  await expect(page).toHaveURL(/\/ops\/login/);
  await page.getByTestId('ops-login-email').fill(OPERATOR.email);
  await page.getByTestId('ops-login-password').fill(OPERATOR.password);
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret });
  await page.getByTestId('ops-login-totp').fill(totp.generate());
  await page.getByTestId('ops-login-submit').click();
  await expect(page.getByTestId('ops-layout')).toBeVisible();
}
