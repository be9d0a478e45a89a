import { totpCodeAt } from '../platform/totp';
import type { TestApp } from './harness';
import { bearer, loggedInMerchant } from './scenarios';

/** What the settings tests act as: a logged-in merchant, optionally with a bound authenticator. */
export interface Actor {
  email: string;
  password: string;
  merchantId: string;
  /** The logged-in user (the merchant's owner unless a test says otherwise). */
  userId: string;
  token: string;
  secret?: string;
  recoveryCodes?: string[];
}

export type Method = 'GET' | 'POST';

/** A call as a merchant, in English so that messages can be compared. */
export function as(t: TestApp, actor: Pick<Actor, 'token'>) {
  return (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.call({
      method,
      url: `/api${url}`,
      headers: { ...bearer(actor.token), 'accept-language': 'en', ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** The current code of the actor's authenticator; moves the clock a step on so the next one is fresh. */
export function nextTotp(t: TestApp, actor: Actor): string {
  if (!actor.secret) throw new Error('no authenticator bound');
  const code = totpCodeAt(actor.secret, t.clock.now());
  t.clock.advance(30_000);
  return code;
}

/** Binds an authenticator and keeps its secret and the recovery codes the binding answered. */
export async function withAuthenticator(t: TestApp, actor?: Actor): Promise<Actor> {
  const m: Actor = actor ?? (await loggedInMerchant(t));
  const call = as(t, m);
  const setup = await call('POST', '/merchant/totp/setup');
  const secret: string = setup.body.data.secret;
  const enabled = await call('POST', '/merchant/totp/enable', { code: totpCodeAt(secret, t.clock.now()) });
  if (enabled.status !== 200) throw new Error(`enable failed: ${enabled.res.body}`);
  t.clock.advance(30_000);
  return { ...m, secret, recoveryCodes: enabled.body.data.recovery_codes };
}

/** A merchant with an authenticator and the payment password 135790. */
export async function withPaymentPassword(t: TestApp, password = '135790'): Promise<Actor> {
  const m = await withAuthenticator(t);
  const res = await as(t, m)('POST', '/merchant/payment-password', {
    password,
    password_confirmation: password,
    totp_code: nextTotp(t, m),
  });
  if (res.status !== 200) throw new Error(`set payment password failed: ${res.res.body}`);
  return m;
}

/** Kinds of the actor's security log, newest first. */
export async function eventKinds(t: TestApp, actor: Actor): Promise<string[]> {
  const res = await as(t, actor)('GET', '/merchant/security-events?limit=100');
  return (res.body.data.items as { kind: string }[]).map((e) => e.kind);
}

/** Sets the merchant's time zone (the settings page's field). */
export async function setTimeZone(t: TestApp, token: string, timezone: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/merchant/settings',
    headers: bearer(token),
    payload: { timezone },
  });
  if (res.status !== 200) throw new Error(`set time zone failed: ${res.res.body}`);
}
