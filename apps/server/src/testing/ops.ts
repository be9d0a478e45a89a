import { randomUUID } from 'node:crypto';
import { operatorAdmin } from '../modules/ops';
import { totpCodeAt } from '../platform/totp';
import type { TestApp } from './harness';
import { uniqueEmail } from './scenarios';

export const OPERATOR_PASSWORD = 'Steady-Reconcile-913';

export interface TestOperator {
  id: string;
  email: string;
  password: string;
  secret: string;
}

/** An operator created the way `npm run ops -- create-operator` creates one. */
export async function createOperator(t: TestApp, email = uniqueEmail('ops')): Promise<TestOperator> {
  const admin = operatorAdmin({ db: t.db, clock: t.clock, config: t.config });
  const secret = admin.newSecret();
  const op = await admin.create({ email, password: OPERATOR_PASSWORD, secret });
  return { id: op.id, email: op.email, password: OPERATOR_PASSWORD, secret };
}

/** A code of the operator's authenticator that was not used yet (moves the clock to the next step). */
export function freshCode(t: TestApp, op: TestOperator): string {
  t.clock.advance(30_000);
  return totpCodeAt(op.secret, t.clock.now());
}

export function opsLogin(t: TestApp, op: TestOperator, overrides: Record<string, unknown> = {}) {
  return t.call({
    method: 'POST',
    url: '/api/ops/login',
    payload: { email: op.email, password: op.password, totp_code: freshCode(t, op), ...overrides },
  });
}

export async function loggedInOperator(t: TestApp, op?: TestOperator) {
  const operator = op ?? (await createOperator(t));
  const res = await opsLogin(t, operator);
  if (res.status !== 200) throw new Error(`operator login failed: ${res.res.body}`);
  return { ...operator, token: res.body.data.token as string };
}

/** A POST of the back office with the operator's token (and an Idempotency-Key when asked). */
export function opsPost(t: TestApp, token: string, url: string, payload?: object, idempotencyKey?: string) {
  return t.call({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(idempotencyKey !== undefined ? { 'idempotency-key': idempotencyKey } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

export function opsGet(t: TestApp, token: string, url: string) {
  return t.call({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

export const newKey = () => randomUUID();
