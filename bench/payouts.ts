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

/** What is paid out: a remittance of USDT on chain, or a remit of USD to a bank account. */
type PayoutKind = 'remittance' | 'bank_transfer';
const ASSET: Record<PayoutKind, string> = { remittance: 'USDT', bank_transfer: 'USD' };
const BANK_ACCOUNT = {
  account_name: 'Bench Trading Ltd',
  bank_name: 'HSBC Hong Kong',
  account_number: '012345678901',
  swift_code: 'HSBCHKHHXXX',
  city: 'Hong Kong',
  country: 'HK',
  currency: 'USD',
  account_type: 'company',
};

/** The route and body of one payout of each kind. */
const REQUEST: Record<PayoutKind, { path: string; body: (bankAccountId: string | null) => object }> = {
  remittance: {
    path: '/api/payouts/remittances',
    body: () => ({ asset: 'USDT', network: 'TRC20', address: ADDRESS, amount: '0.5', remark: 'bench' }),
  },
  bank_transfer: {
    path: '/api/payouts/bank-transfers',
    body: (bankAccountId) => ({
      currency: 'USD',
      bank_account_id: bankAccountId,
      amount: '0.5',
      remark: 'bench',
    }),
  },
};

/**
 * A merchant who may pay out, set up through the API (authenticator; the payment password for a
 * session, an API key of the payouts scope otherwise) except for what only an operator or the chain
 * would do: KYB verified and a balance booked to available. Answers the bearer token to pay with.
 */
async function payingMerchant(
  base: string,
  db: ReturnType<typeof openPostgres>,
  fund: bigint,
  via: 'session' | 'api_key',
  kind: PayoutKind,
): Promise<{ token: string; bankAccountId: string | null }> {
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
        { account: platform('suspense'), asset: ASSET[kind], amount: -fund },
        { account: merchantBucket(merchantId, 'available'), asset: ASSET[kind], amount: fund },
      ],
      history: { type: 'received', status: 'completed' },
    }),
  );
  // a bank transfer pays one of the merchant's saved bank accounts
  const bankAccountId =
    kind === 'bank_transfer'
      ? ((await call(base, token, '/merchant/bank-accounts', BANK_ACCOUNT)).id as string)
      : null;
  if (via === 'session') return { token, bankAccountId };
  // An API key of the payouts scope, made as a developer would: in a session, with its code.
  const key = await call(base, token, '/settings/api-keys', {
    name: 'bench',
    scopes: ['payouts'],
    totp_code: nextCode,
  });
  return { token: key.token as string, bankAccountId };
}

/**
 * Payouts created per second through HTTP (Idempotency-Key, validation, the hold booked, the chain
 * or bank send queued), from `concurrency` clients. `kind`: remittances (default) or bank transfers
 * (fiat remits). `hot`: every request pays out of one merchant's
 * balance. `via`: 'session' as the console does (a session and the payment password, checked with
 * argon2id on every payout), 'api_key' as a merchant's system does (an API key of the payouts scope).
 */
export async function remittanceRate(
  root: string,
  adminUrl: string,
  seconds: number,
  opts: { hot: boolean; via: 'session' | 'api_key'; concurrency?: number; kind?: PayoutKind },
) {
  const concurrency = opts.concurrency ?? 32;
  const kind = opts.kind ?? 'remittance';
  // the fiat remits' databases are named apart from the remittances'
  const server = await startServer(
    root,
    adminUrl,
    LIMITS,
    kind === 'bank_transfer' ? 'remits_bench' : undefined,
  );
  const db = openPostgres(server.databaseUrl, 4);
  const client = keepAliveClient(server.url, concurrency);
  try {
    const merchants = opts.hot ? 1 : concurrency;
    const payers: { token: string; bankAccountId: string | null }[] = [];
    for (let i = 0; i < merchants; i++) {
      payers.push(await payingMerchant(server.url, db, 10n ** 12n, opts.via, kind));
    }
    const remit = async (i: number) => {
      const payer = payers[i % payers.length]!;
      const res = await client.request(
        'POST',
        REQUEST[kind].path,
        {
          'content-type': 'application/json',
          authorization: `Bearer ${payer.token}`,
          'idempotency-key': randomUUID(),
        },
        JSON.stringify({
          ...REQUEST[kind].body(payer.bankAccountId),
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
