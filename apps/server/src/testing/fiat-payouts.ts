import { totpCodeAt } from '../platform/totp';
import type { TestApp } from './harness';
import { idemKey, PAYMENT_PASSWORD, payingMerchant } from './payouts';
import { type Actor, as, nextTotp } from './settings';

/**
 * Rates 1:1 with neither spread nor conversion fee, so that a merchant's USD comes out exact; a
 * bank transfer's fee stays at its default (10 bps, rounded up).
 */
export const FIAT_ENV = { FX_RATES: 'USDC/USD:1,USDT/USD:1', FX_SPREAD_BPS: '0', FX_FEE_BPS: '0' };

/** Converts `amount` USDT of the merchant's into USD (the merchant's fiat account). */
export async function convertToUsd(t: TestApp, m: Actor, amount: string) {
  const q = await as(t, m)('POST', '/payouts/fiat-quotes', { asset: 'USDT', amount });
  if (q.status !== 200) throw new Error(`quote failed: ${q.res.body}`);
  const w = await confirmQuote(t, m, '/payouts/fiat-withdrawals', q.body.data.id);
  if (w.status !== 200) throw new Error(`withdrawal failed: ${w.res.body}`);
}

/** Confirms a quote at once with the current authenticator code; the clock then moves past that code. */
export async function confirmQuote(t: TestApp, m: Actor, path: string, quoteId: string, key = idemKey()) {
  const res = await as(t, m)(
    'POST',
    path,
    {
      quote_id: quoteId,
      payment_password: PAYMENT_PASSWORD,
      totp_code: totpCodeAt(m.secret!, t.clock.now()),
    },
    key,
  );
  t.clock.advance(30_000);
  return res;
}

/** A merchant who may pay out (see `payingMerchant`) holding `usd` USD available (app made with FIAT_ENV). */
export async function fiatMerchant(t: TestApp, usd = '1000'): Promise<Actor> {
  const m = await payingMerchant(t, usd);
  await convertToUsd(t, m, usd);
  return m;
}

export const bankAccountBody = (extra: Record<string, unknown> = {}) => ({
  account_name: 'Blue Harbor Trading Ltd',
  bank_name: 'HSBC Hong Kong',
  account_number: '012345678901',
  swift_code: 'HSBCHKHHXXX',
  city: 'Hong Kong',
  country: 'HK',
  currency: 'USD',
  account_type: 'company',
  ...extra,
});

/** Saves a bank account for the merchant; answers its id. */
export async function savedBankAccount(t: TestApp, m: Actor, extra: Record<string, unknown> = {}) {
  const res = await as(t, m)('POST', '/merchant/bank-accounts', bankAccountBody(extra));
  if (res.status !== 200) throw new Error(`bank account failed: ${res.res.body}`);
  return res.body.data.id as string;
}

/** POST /payouts/bank-transfers with the security steps filled in (a fresh authenticator code). */
export function remitToBank(t: TestApp, m: Actor, body: Record<string, unknown>, headers = idemKey()) {
  return as(t, m)(
    'POST',
    '/payouts/bank-transfers',
    { currency: 'USD', payment_password: PAYMENT_PASSWORD, totp_code: nextTotp(t, m), ...body },
    headers,
  );
}

/** The merchant's USD buckets. */
export async function usd(t: TestApp, m: Pick<Actor, 'token'>) {
  const res = await as(t, m)('GET', '/fiat/balances');
  const row = (res.body.data.assets as { asset: string; available: string; frozen: string }[]).find(
    (a) => a.asset === 'USD',
  );
  return { available: row?.available ?? '0.00', frozen: row?.frozen ?? '0.00' };
}
