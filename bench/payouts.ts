import { randomUUID } from 'node:crypto';
import { openPostgres } from '../apps/server/src/db/postgres';
import { merchantBucket, platform, post } from '../apps/server/src/modules/ledger';
import { totpCodeAt } from '../apps/server/src/platform/totp';
import { keepAliveClient } from './http-client';
import { apiCall as call, load, merchantToken, startServer } from './server';

const PAYMENT_PASSWORD = '246810';
const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** Far above anything sent here: no authenticator code per payout (a code works once) and no approval. */
const LIMITS = { PAYOUT_TOTP_THRESHOLD_USD: '1000000000', PAYOUT_APPROVAL_THRESHOLD_USD: '1000000000' };

/**
 * A merchant who may pay out, set up through the API (authenticator; the payment password for a
 * session, an API key of the payouts scope otherwise) except for what only an operator or the chain
 * would do: KYB verified and a balance booked to available. Answers the bearer token to pay with.
 */
async function payingMerchant(
  base: string,
  db: ReturnType<typeof openPostgres>,
  fundUsdt: bigint,
  via: 'session' | 'api_key',
): Promise<string> {
  const token = await merchantToken(base);
  const setup = await call(base, token, '/merchant/totp/setup', {});
  const secret = setup.secret as string;
  await call(base, token, '/merchant/totp/enable', { code: totpCodeAt(secret, new Date()) });
  // a code works once: the next step's code serves the one more step that needs it
  const nextCode = totpCodeAt(secret, new Date(Date.now() + 30_000));
  if (via === 'session') {
    await call(base, token, '/merchant/payment-password', {
      password: PAYMENT_PASSWORD,
      password_confirmation: PAYMENT_PASSWORD,
      totp_code: nextCode,
    });
  }
  const info = await call(base, token, '/merchant/info');
  const merchantId = info.merchant_id as string;
  await db.query(`UPDATE merchants SET kyb_status = 'verified' WHERE id = $1`, [merchantId]);
  await db.transaction((tx) =>
    post(tx, {
      kind: 'bench_funding',
      refType: 'bench',
      refId: randomUUID(),
      merchantId,
      at: new Date(),
      lines: [
        { account: platform('suspense'), asset: 'USDT', amount: -fundUsdt },
        { account: merchantBucket(merchantId, 'available'), asset: 'USDT', amount: fundUsdt },
      ],
      history: { type: 'received', status: 'completed' },
    }),
  );
  if (via === 'session') return token;
  // An API key of the payouts scope, made as a developer would: in a session, with its code.
  const key = await call(base, token, '/settings/api-keys', {
    name: 'bench',
    scopes: ['payouts'],
    totp_code: nextCode,
  });
  return key.token as string;
}

/**
 * Remittances created per second through HTTP (Idempotency-Key, validation, the hold booked, the
 * chain send queued), from `concurrency` clients. `hot`: every request pays out of one merchant's
 * balance. `via`: 'session' as the console does (a session and the payment password, checked with
 * argon2id on every payout), 'api_key' as a merchant's system does (an API key of the payouts scope).
 */
export async function remittanceRate(
  root: string,
  adminUrl: string,
  seconds: number,
  opts: { hot: boolean; via: 'session' | 'api_key'; concurrency?: number },
) {
  const concurrency = opts.concurrency ?? 32;
  const server = await startServer(root, adminUrl, LIMITS);
  const db = openPostgres(server.databaseUrl, 4);
  const client = keepAliveClient(server.url, concurrency);
  try {
    const merchants = opts.hot ? 1 : concurrency;
    const tokens: string[] = [];
    for (let i = 0; i < merchants; i++) {
      tokens.push(await payingMerchant(server.url, db, 10n ** 12n, opts.via));
    }
    const remit = async (i: number) => {
      const res = await client.request(
        'POST',
        '/api/payouts/remittances',
        {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens[i % tokens.length]}`,
          'idempotency-key': randomUUID(),
        },
        JSON.stringify({
          asset: 'USDT',
          network: 'TRC20',
          address: ADDRESS,
          amount: '0.5',
          remark: 'bench',
          ...(opts.via === 'session' ? { payment_password: PAYMENT_PASSWORD } : {}),
        }),
      );
      return res.status === 200;
    };
    await load(2, concurrency, remit); // warm-up
    return await load(seconds, concurrency, remit);
  } finally {
    client.close();
    await db.close();
    await server.stop();
  }
}
