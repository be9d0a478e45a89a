import { randomUUID } from 'node:crypto';
import type { TestApp } from './harness';
import { confirmAll, createOrder, pay } from './receiving';
import { type Actor, as, nextTotp, withPaymentPassword } from './settings';

export const PAYMENT_PASSWORD = '135790';
/** A valid TRC20 address nobody in the tests owns. */
export const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const EVM_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/** Receives `amount` through a receipt order paid on chain and settled into available. */
export async function fund(
  t: TestApp,
  m: Pick<Actor, 'token'>,
  amount: string,
  asset = 'USDT',
  network = 'TRC20',
) {
  const o = await createOrder(t, m.token, { amount, asset, network });
  await pay(t, o.deposit_address, amount, asset, network);
  await confirmAll(t);
  await t.app.receiving.tick();
}

/**
 * A merchant who may pay out: authenticator bound, payment password 135790, KYB verified,
 * and `amount` USDT (TRC20) available.
 */
export async function payingMerchant(t: TestApp, amount = '1000'): Promise<Actor> {
  const m = await withPaymentPassword(t, PAYMENT_PASSWORD);
  await t.db.query(`UPDATE merchants SET kyb_status = 'verified' WHERE id = $1`, [m.merchantId]);
  if (amount !== '0') await fund(t, m, amount);
  return m;
}

/** A remittance of `amount` USDT on TRC20 to TRON_ADDRESS, and whatever else `extra` adds. */
export const remittanceBody = (amount: string, extra: Record<string, unknown> = {}) => ({
  asset: 'USDT',
  network: 'TRC20',
  address: TRON_ADDRESS,
  amount,
  ...extra,
});

export const idemKey = () => ({ 'idempotency-key': randomUUID() });

/** POST /payouts/remittances with the security steps filled in (a fresh authenticator code). */
export function remit(t: TestApp, m: Actor, body: Record<string, unknown>, headers = idemKey()) {
  return as(t, m)(
    'POST',
    '/payouts/remittances',
    {
      asset: 'USDT',
      network: 'TRC20',
      address: TRON_ADDRESS,
      payment_password: PAYMENT_PASSWORD,
      totp_code: nextTotp(t, m),
      ...body,
    },
    headers,
  );
}

export async function available(t: TestApp, m: Pick<Actor, 'token'>, asset = 'USDT') {
  const res = await as(t, m)('GET', '/wallet/balances');
  const row = (res.body.data.assets as { asset: string; available: string; frozen: string }[]).find(
    (a) => a.asset === asset,
  );
  return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
}
