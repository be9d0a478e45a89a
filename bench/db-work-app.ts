import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { DEV_MNEMONIC, loadConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/client';
import { ManualClock } from '../apps/server/src/platform/clock';
import { devMailbox } from '../apps/server/src/platform/mail';
import { publicUrlOf } from '../apps/server/src/platform/public-url';
import { totpCodeAt } from '../apps/server/src/platform/totp';
import { AddressBook } from '../apps/server/src/rails/chain/addresses';
import { SimulatedChain } from '../apps/server/src/rails/chain/simulated';
import { BENCH_PASSWORD } from './server';

/** Far above what is sent here: no authenticator code per payout and no approval (as `payouts.ts`). */
const LIMITS = { PAYOUT_TOTP_THRESHOLD_USD: '1000000000', PAYOUT_APPROVAL_THRESHOLD_USD: '1000000000' };

/**
 * The whole server in this process on `db` (jobs off, a hand-moved clock, the simulated chain), driven
 * through `app.inject()`: no port, nothing running between the requests the bench counts.
 */
export async function inProcessApp(db: Db) {
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    JOBS_ENABLED: 'false',
    ...LIMITS,
  });
  const clock = new ManualClock(Date.now());
  const chain = new SimulatedChain(db, clock, new AddressBook(DEV_MNEMONIC));
  const app: FastifyInstance = await buildApp({
    config,
    db,
    clock,
    chain,
    chainSimulator: chain,
    mailer: devMailbox(db, pino({ level: 'silent' })),
    publicUrl: publicUrlOf(config),
  });
  await app.ready();

  /** A call as `token` (none: anonymous); answers the envelope's data, throws on any other code. */
  async function call(method: 'GET' | 'POST', url: string, token: string, body?: object, headers = {}) {
    const res = await app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body ? { payload: body } : {}),
    });
    const answer = res.json() as { code: number; data: Record<string, unknown> };
    if (answer.code !== 200) throw new Error(`${url}: ${res.body}`);
    return answer.data;
  }

  /** A merchant registered and logged in through the API: its session token and id. */
  async function merchant() {
    const email = `dbwork.${randomUUID().slice(0, 8)}@example.com`;
    await call('POST', '/merchant/send-code', '', { email, purpose: 'register' });
    const mail = await call('GET', `/dev/mailbox?email=${encodeURIComponent(email)}`, '');
    const text = (mail.items as { text: string }[])[0]?.text ?? '';
    await call('POST', '/merchant/register', '', {
      merchant_name: 'Bench Merchant',
      merchant_type: 'enterprise',
      email,
      password: BENCH_PASSWORD,
      password_confirmation: BENCH_PASSWORD,
      code: /\b(\d{6})\b/.exec(text)?.[1] ?? '',
      token: '',
    });
    const login = await call('POST', '/merchant/login', '', { email, password: BENCH_PASSWORD });
    const token = login.token as string;
    const info = await call('GET', '/merchant/info', token);
    return { token, merchantId: info.merchant_id as string };
  }

  /** An API key of the payouts scope of a merchant with an authenticator bound, KYB verified. */
  async function payoutKey(token: string, merchantId: string) {
    const setup = await call('POST', '/merchant/totp/setup', token, {});
    const secret = setup.secret as string;
    await call('POST', '/merchant/totp/enable', token, { code: totpCodeAt(secret, clock.now()) });
    clock.advance(30_000); // a code works once
    await db.query(`UPDATE merchants SET kyb_status = 'verified' WHERE id = $1`, [merchantId]);
    const key = await call('POST', '/settings/api-keys', token, {
      name: 'bench',
      scopes: ['payouts'],
      totp_code: totpCodeAt(secret, clock.now()),
    });
    return key.token as string;
  }

  return { app, chain, clock, call, merchant, payoutKey };
}
