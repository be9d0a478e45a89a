import { totpCodeAt } from '../platform/totp';
import type { TestApp } from './harness';

let counter = 0;
export const uniqueEmail = (prefix = 'merchant') =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

export const STRONG_PASSWORD = 'Correct-Horse-42';

/** The newest code mailed to an address, read from the dev mailbox endpoint. */
export async function mailedCode(t: TestApp, email: string): Promise<string> {
  const { body } = await t.call({
    method: 'GET',
    url: `/api/dev/mailbox?email=${encodeURIComponent(email)}`,
  });
  const text: string = body.data.items[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export async function sendCode(t: TestApp, email: string) {
  return t.call({ method: 'POST', url: '/api/merchant/send-code', payload: { email, purpose: 'register' } });
}

export function registration(email: string, code: string, overrides: Record<string, unknown> = {}) {
  return {
    merchant_name: 'Acme Trading Ltd',
    merchant_type: 'enterprise',
    email,
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
    code,
    token: '',
    ...overrides,
  };
}

export async function registerMerchant(t: TestApp, email = uniqueEmail()) {
  const sent = await sendCode(t, email);
  if (sent.status !== 200) throw new Error(`send-code failed: ${sent.res.body}`);
  const code = await mailedCode(t, email);
  const res = await t.call({
    method: 'POST',
    url: '/api/merchant/register',
    payload: registration(email, code),
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.res.body}`);
  return { email, password: STRONG_PASSWORD, merchantId: res.body.data.merchant_id as string };
}

export async function login(t: TestApp, email: string, password = STRONG_PASSWORD, totp_code?: string) {
  return t.call({
    method: 'POST',
    url: '/api/merchant/login',
    payload: { email, password, ...(totp_code ? { totp_code } : {}) },
  });
}

export async function loggedInMerchant(t: TestApp) {
  const m = await registerMerchant(t);
  const res = await login(t, m.email);
  return { ...m, userId: res.body.data.user_id as string, token: res.body.data.token as string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Binds an authenticator and returns its secret; moves the clock one step so the next code is fresh. */
export async function bindAuthenticator(t: TestApp, token: string) {
  const setup = await t.call({ method: 'POST', url: '/api/merchant/totp/setup', headers: bearer(token) });
  const secret: string = setup.body.data.secret;
  const code = totpCodeAt(secret, t.clock.now());
  const enabled = await t.call({
    method: 'POST',
    url: '/api/merchant/totp/enable',
    headers: bearer(token),
    payload: { code },
  });
  if (enabled.status !== 200) throw new Error(`enable failed: ${enabled.res.body}`);
  t.clock.advance(30_000);
  return secret;
}
