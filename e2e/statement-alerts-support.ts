import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type APIRequestContext, expect } from '@playwright/test';
import { createSecondOperator, SECOND_PRODUCT_PORT, startProduct, stopped } from './second-product';

/**
 * A product on a data folder of its own whose database a spec may change while it is stopped: a
 * statement that does not reconcile needs a history the product itself never writes.
 */
export async function productWithOwnData() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-e2e-alerts-'));
  const env = {
    ...process.env,
    PORT: String(SECOND_PRODUCT_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'fatal',
    NODE_ENV: 'development',
  };
  const operatorSecret = createSecondOperator(env);
  let product: ChildProcess = await startProduct(env);
  return {
    baseURL: `http://127.0.0.1:${SECOND_PRODUCT_PORT}`,
    operatorSecret,
    /** Stops the product, runs `sql` on its database (embedded: one process at a time), starts it again. */
    async changeWhileStopped(sql: string, params: unknown[]) {
      await stopped(product);
      const db = await PGlite.create({ dataDir: path.join(dataDir, 'pg') });
      try {
        await db.query(sql, params);
      } finally {
        await db.close();
      }
      product = await startProduct(env);
    },
    async close() {
      await stopped(product);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Moves the merchant's newest USDT row of its available balance by `units` minor units (its balance after too). */
export const SHIFT_LAST_ROW = `UPDATE history_rows SET amount = amount + $2, net = net + $2, balance_after = balance_after + $2
  WHERE id = (SELECT id FROM history_rows WHERE merchant_id = $1 AND asset = 'USDT' AND balance = 'available'
    ORDER BY created_at DESC, id DESC LIMIT 1)`;

/** Runs the month's statements (the development route); the outcomes counted. */
export async function generateStatements(request: APIRequestContext, month: string) {
  const res = await request.post('/api/dev/statements', { data: { month } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { generated: number; exists: number; unreconciled: number } }).data;
}
