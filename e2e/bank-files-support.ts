import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { auth, BANK_ACCOUNT, data, topUp } from './fiat-support';
import { type PayingMerchant, securedMerchant, submitKyb } from './payouts-support';
import { createSecondOperator, logInSecondOperator, startProduct, stopped } from './second-product';

/**
 * Its own port (E2E_BANK_PORT, default 19383): the spec runs beside the specs of another project that
 * start their second product on E2E_EVM_PORT.
 */
const PORT = Number(process.env.E2E_BANK_PORT ?? 19383);

/**
 * A second product on the ISO 20022 bank rail (BANK_RAIL=iso20022; its outbox and inbox in its own
 * data folder), its operator logged in on `page`, and the operator's token for API calls.
 */
export async function startFilesProduct(page: Page) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-e2e-bank-'));
  const env = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    NODE_ENV: 'development',
    BANK_RAIL: 'iso20022',
  };
  const secret = createSecondOperator(env);
  const product = await startProduct(env);
  const baseURL = `http://127.0.0.1:${PORT}`;
  await logInSecondOperator(page, baseURL, secret, '/ops/bank-files');
  const token = await page.evaluate(() => window.sessionStorage.getItem('mc.ops.token'));
  if (!token) throw new Error('no operator session in the tab');
  return {
    baseURL,
    dataDir,
    opsHeaders: { authorization: `Bearer ${token}` },
    async close() {
      await stopped(product);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An operator's import of a bank file through the API; answers the file. */
export async function importBankFile(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
  xml: string,
) {
  return data<{ id: string; message_id: string }>(
    await request.post('/api/ops/bank-files/import', {
      headers,
      multipart: { file: { name, mimeType: 'application/xml', buffer: Buffer.from(xml) } },
    }),
  );
}

/** A merchant verified by the files product's operator, with a saved USD bank account and a top-up claimed. */
export async function merchantWithTopup(
  request: APIRequestContext,
  opsHeaders: Record<string, string>,
  name: string,
  amount: string,
): Promise<{ merchant: PayingMerchant; bankAccountId: string; reference: string }> {
  const merchant = await securedMerchant(request, name);
  const submission = await submitKyb(request, merchant);
  await data(await request.post(`/api/ops/kyb/${submission}/approve`, { headers: opsHeaders }));
  const account = await data<{ id: string }>(
    await request.post('/api/merchant/bank-accounts', { headers: auth(merchant), data: BANK_ACCOUNT }),
  );
  const { reference } = await data<{ reference: string }>(
    await request.get('/api/fiat/topups/instructions', { headers: auth(merchant) }),
  );
  await topUp(request, merchant, account.id, amount);
  return { merchant, bankAccountId: account.id, reference };
}
