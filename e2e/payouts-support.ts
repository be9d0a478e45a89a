import { type APIRequestContext, expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { PDF, PNG } from './kyb-support';
import { operatorPost } from './ops-support';
import { type Merchant, registerMerchant } from './support';

const PERIOD_MS = 30_000;

/**
 * Codes of one authenticator: the server takes a code of the current step or a neighbour, and only
 * of a step after the last one used, so each call takes the next step that is still acceptable
 * (waiting for the next period when the window is spent).
 */
export function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  let last = -1;
  return {
    secret,
    async next(): Promise<string> {
      for (;;) {
        const now = Math.floor(Date.now() / PERIOD_MS);
        const step = Math.max(last + 1, now);
        if (step <= now + 1) {
          last = step;
          return totp.generate({ timestamp: step * PERIOD_MS + 1_000 });
        }
        await new Promise((r) => setTimeout(r, 1_000));
      }
    },
  };
}
export type Authenticator = ReturnType<typeof authenticator>;

export interface PayingMerchant extends Merchant {
  codes: Authenticator;
  paymentPassword: string;
}

const auth = (m: Pick<Merchant, 'token'>) => ({ authorization: `Bearer ${m.token}` });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as { code: number; data: T; message: string };
  if (body.code !== 200) throw new Error(`${response.url()}: ${body.code} ${body.message}`);
  return body.data;
}

export const KYB_FORM = {
  company_name: 'Harbor Payout Trading Ltd',
  entity_type: 'limited_company',
  registration_number: '91310000MA1FL0002Y',
  registration_date: '2019-04-18',
  address: '88 Century Avenue, Pudong, Shanghai',
  business_scope: 'Cross-border e-commerce',
  industry: 'ecommerce',
  website: 'https://harbor.example.com',
  source_of_funds: 'business_revenue',
  legal_rep_name: 'Li Wei',
  legal_rep_email: 'li.wei@harbor.example.com',
  legal_rep_phone: '+86 138 0013 8000',
  legal_rep_id_type: 'id_card',
  legal_rep_id_number: '310101199001011234',
};

/** Registers a merchant and binds its authenticator and payment password through the API. */
export async function securedMerchant(
  request: APIRequestContext,
  name: string,
  paymentPassword = '246810',
): Promise<PayingMerchant> {
  const merchant = await registerMerchant(request, name);
  const setup = await data<{ secret: string }>(
    await request.post('/api/merchant/totp/setup', { headers: auth(merchant) }),
  );
  const codes = authenticator(setup.secret);
  await data(
    await request.post('/api/merchant/totp/enable', {
      headers: auth(merchant),
      data: { code: await codes.next() },
    }),
  );
  await data(
    await request.post('/api/merchant/payment-password', {
      headers: auth(merchant),
      data: {
        password: paymentPassword,
        password_confirmation: paymentPassword,
        totp_code: await codes.next(),
      },
    }),
  );
  return { ...merchant, codes, paymentPassword };
}

/** Submits KYB with an ID photo and a licence; answers the submission's id. */
export async function submitKyb(request: APIRequestContext, merchant: Merchant): Promise<string> {
  await data(await request.post('/api/merchant/kyb/draft', { headers: auth(merchant), data: KYB_FORM }));
  await data(
    await request.post('/api/merchant/kyb/files', {
      headers: auth(merchant),
      multipart: {
        legal_id_photo: { name: 'id-card.png', mimeType: 'image/png', buffer: PNG },
        business_licence_photo: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
  );
  const submitted = await data<{ id: string }>(
    await request.post('/api/merchant/kyb/submit', { headers: auth(merchant), data: KYB_FORM }),
  );
  return submitted.id;
}

/** An operator approves a KYB submission through the back office's API. */
export async function approveKyb(
  request: APIRequestContext,
  submissionId: string,
  /** Also sets the payouts' approval threshold (it is the platform's, shared by every spec of the run). */
  approvalThresholdUsd?: string,
): Promise<void> {
  await data(await operatorPost(request, `/api/ops/kyb/${submissionId}/approve`));
  if (approvalThresholdUsd !== undefined) {
    await data(
      await operatorPost(request, '/api/ops/payout-settings', {
        data: { approval_threshold_usd: approvalThresholdUsd },
      }),
    );
  }
}

/**
 * Funds the merchant through a receipt order paid with the dev faucet, its confirmations mined, and
 * waits until the money is available.
 */
export async function fund(
  request: APIRequestContext,
  merchant: Merchant,
  amount: string,
  asset = 'USDT',
  network = 'TRC20',
): Promise<void> {
  const order = await data<{ id: string; deposit_address: string }>(
    await request.post('/api/receipt-orders', {
      headers: {
        ...auth(merchant),
        'idempotency-key': `fund-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      },
      data: { asset, network, amount, merchant_order_no: `F${Date.now()}` },
    }),
  );
  await data(
    await request.post('/api/dev/chain/transfers', {
      data: { network, asset, to: order.deposit_address, amount },
    }),
  );
  // its confirmations mined at once rather than one block each CHAIN_BLOCK_MS
  await data(await request.post('/api/dev/chain/mine', { data: { blocks: 6 } }));
  await expect
    .poll(
      async () => {
        const state = await data<{ status: string }>(
          await request.get(`/api/receipt-orders/${order.id}`, { headers: auth(merchant) }),
        );
        return state.status;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe('completed');
}

/** The available amount of an asset, as the API says. */
export async function availableOf(request: APIRequestContext, merchant: Merchant, asset = 'USDT') {
  const balances = await data<{ assets: { asset: string; available: string }[] }>(
    await request.get('/api/wallet/balances', { headers: auth(merchant) }),
  );
  return balances.assets.find((a) => a.asset === asset)?.available ?? '0';
}

/** A remittance through the API, confirmed with the merchant's payment password and a fresh code. */
export async function remit(
  request: APIRequestContext,
  merchant: PayingMerchant,
  target: { amount: string; address: string; asset?: string; network?: string; remark?: string },
): Promise<{ id: string; status: string; total: string }> {
  return data(
    await request.post('/api/payouts/remittances', {
      headers: {
        ...auth(merchant),
        'idempotency-key': `remit-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      },
      data: {
        asset: target.asset ?? 'USDT',
        network: target.network ?? 'TRC20',
        address: target.address,
        amount: target.amount,
        ...(target.remark ? { remark: target.remark } : {}),
        payment_password: merchant.paymentPassword,
        totp_code: await merchant.codes.next(),
      },
    }),
  );
}

/** Waits until a payout has reached `status` (the chain mines by itself). */
export async function payoutReaches(
  request: APIRequestContext,
  merchant: Merchant,
  id: string,
  status: string,
): Promise<void> {
  await expect
    .poll(
      async () =>
        (await data<{ status: string }>(await request.get(`/api/payouts/${id}`, { headers: auth(merchant) })))
          .status,
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(status);
}

/**
 * A merchant who may pay out: authenticator, payment password, KYB approved by an operator (no
 * approval for small payouts, whatever an earlier spec set), and `funds` USDT received on an order.
 */
export async function verifiedMerchant(
  request: APIRequestContext,
  name: string,
  funds: string,
): Promise<PayingMerchant> {
  const merchant = await securedMerchant(request, name);
  const submission = await submitKyb(request, merchant);
  await approveKyb(request, submission, '10000');
  await fund(request, merchant, funds);
  return merchant;
}
