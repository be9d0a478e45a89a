import { randomUUID } from 'node:crypto';
import { receiptStatuses } from '@mc/contract';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../platform/totp';
import { createTestApp, type TestApp } from '../../testing/harness';
import { createOperator, type TestOperator } from '../../testing/ops';
import { createOrder, mine, order, pay } from '../../testing/receiving';
import { bearer, loggedInMerchant, login } from '../../testing/scenarios';

// Randomised lives of receipt orders: payments of any size (and of the wrong asset),
// blocks, time passing, cancels, accepts and refunds by the merchant, and an operator's
// accepts and closes, in any order. After each scenario every ledger invariant must hold.
// The scenarios run in batches, each on a new database: the invariant check reads the whole ledger,
// so one database for all of them would make each check slower than the one before.
const BATCHES = 5;
const RUNS_PER_BATCH = 100;
let t: TestApp;
let merchant: { email: string; token: string };
let loggedInAt = 0;
let operator: TestOperator;
const back = { token: '', usedAt: 0, step: 0 };

async function freshApp(): Promise<TestApp> {
  await t?.close();
  const app = await createTestApp({ RECEIVE_FEE_BPS: '50', UNDERPAYMENT_TOLERANCE_PCT: '0.5' });
  t = app;
  merchant = await loggedInMerchant(app);
  loggedInAt = app.clock.now().getTime();
  operator = await createOperator(app);
  Object.assign(back, { token: '', usedAt: 0, step: 0 });
  return app;
}

/** The operator's session; a new login once it went idle (scenarios move the clock by minutes). */
async function operatorToken() {
  const now = t.clock.now().getTime();
  if (back.token && now - back.usedAt < 10 * 60_000) {
    back.usedAt = now;
    return back.token;
  }
  if (Math.floor(now / 30_000) <= back.step) t.clock.advance(30_000); // each code logs in once
  const at = t.clock.now();
  const res = await t.call({
    method: 'POST',
    url: '/api/ops/login',
    payload: {
      email: operator.email,
      password: operator.password,
      totp_code: totpCodeAt(operator.secret, at),
    },
  });
  if (res.status !== 200) throw new Error(`operator login failed: ${res.res.body}`);
  Object.assign(back, {
    token: res.body.data.token,
    usedAt: at.getTime(),
    step: Math.floor(at.getTime() / 30_000),
  });
  return back.token;
}

/** Scenarios move the clock by hours; log in again before the 24 h session ends. */
async function session() {
  if (t.clock.now().getTime() - loggedInAt > 20 * 3_600_000) {
    merchant.token = (await login(t, merchant.email)).body.data.token;
    loggedInAt = t.clock.now().getTime();
  }
  return merchant.token;
}
afterAll(() => t?.close());

/** The operator accepts or closes the order (409 unless it waits in the exceptions queue). */
async function operatorDecides(id: string, kind: 'opsAccept' | 'opsClose') {
  const res = await t.call({
    method: 'POST',
    url: `/api/ops/receipt-orders/${id}/${kind === 'opsAccept' ? 'accept' : 'close'}`,
    headers: { authorization: `Bearer ${await operatorToken()}`, 'idempotency-key': randomUUID() },
    payload: { reason: 'scenario decision' },
  });
  expect([200, 409]).toContain(res.status);
}

const step = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    percent: fc.integer({ min: 1, max: 150 }),
    wrongAsset: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('mine' as const), blocks: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('tick' as const) }),
  fc.record({ kind: fc.constant('cancel' as const) }),
  fc.record({ kind: fc.constant('accept' as const) }),
  fc.record({ kind: fc.constant('refund' as const) }),
  fc.record({ kind: fc.constant('opsAccept' as const) }),
  fc.record({ kind: fc.constant('opsClose' as const) }),
);

const scenario = fc.record({
  amount: fc.integer({ min: 2, max: 800 }),
  expires: fc.integer({ min: 5, max: 60 }),
  steps: fc.array(step, { minLength: 1, maxLength: 8 }),
  /** A last decision once the chain and the clock have settled the order (most exceptions arise late). */
  decide: fc.constantFrom('none', 'accept', 'opsAccept', 'opsClose'),
});

// Every status is reachable, `closed` through the operator's close.
const REACHABLE = new Set(receiptStatuses);
const finals = new Set<string>();

describe('receipt orders under random scenarios', () => {
  it.each(Array.from({ length: BATCHES }, (_, i) => i + 1))(
    `keep every ledger invariant over ${RUNS_PER_BATCH} scenarios on a new database (batch %i of ${BATCHES})`,
    async () => {
      await freshApp();
      await fc.assert(
        fc.asyncProperty(scenario, async (s) => {
          const token = await session();
          const o = await createOrder(t, token, { amount: String(s.amount), expires_in_minutes: s.expires });
          const post = (path: string, payload?: object) =>
            t.call({
              method: 'POST',
              url: `/api/receipt-orders/${o.id}/${path}`,
              headers: { ...bearer(token), 'idempotency-key': randomUUID() },
              ...(payload ? { payload } : {}),
            });
          for (const st of s.steps) {
            if (st.kind === 'pay') {
              const value = ((s.amount * st.percent) / 100).toFixed(2);
              if (Number(value) > 0) await pay(t, o.deposit_address, value, st.wrongAsset ? 'USDC' : 'USDT');
            } else if (st.kind === 'mine') await mine(t, st.blocks);
            else if (st.kind === 'advance') t.clock.advance(st.minutes * 60_000);
            else if (st.kind === 'tick') await t.app.receiving.tick();
            else if (st.kind === 'cancel') expect([200, 409]).toContain((await post('cancel')).status);
            else if (st.kind === 'accept') expect([200, 409]).toContain((await post('accept')).status);
            else if (st.kind === 'opsAccept' || st.kind === 'opsClose') await operatorDecides(o.id, st.kind);
            else {
              const res = await post('refund', { address: t.chain.faucetAddress('TRC20') });
              expect([200, 409, 422]).toContain(res.status);
            }
          }
          await t.app.receiving.tick();
          await mine(t, 6);
          await t.app.receiving.tick();
          if (s.decide === 'accept') expect([200, 409]).toContain((await post('accept')).status);
          else if (s.decide !== 'none') await operatorDecides(o.id, s.decide);
          await t.app.receiving.tick();
          const final = await order(t, token, o.id);
          expect(REACHABLE.has(final.status)).toBe(true);
          finals.add(final.status);
          await t.checkLedger();
        }),
        { numRuns: RUNS_PER_BATCH },
      );
    },
    300_000,
  );

  it("explored the operator's decisions", () => {
    expect([...finals]).toEqual(
      expect.arrayContaining(['closed', 'exception_resolved', 'accounting_exception']),
    );
  });
});
