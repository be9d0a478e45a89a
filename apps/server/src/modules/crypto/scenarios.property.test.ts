import { randomUUID } from 'node:crypto';
import { receiptStatuses } from '@mc/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { createOrder, mine, order, pay } from '../../testing/receiving';
import { bearer, loggedInMerchant, login } from '../../testing/scenarios';

// Randomised lives of receipt orders: payments of any size (and of the wrong asset),
// blocks, time passing, cancels, accepts and refunds, in any order. After each
// scenario every ledger invariant must hold.
let t: TestApp;
let merchant: { email: string; token: string };
let loggedInAt = 0;
beforeAll(async () => {
  t = await createTestApp({ RECEIVE_FEE_BPS: '50', UNDERPAYMENT_TOLERANCE_PCT: '0.5' });
  merchant = await loggedInMerchant(t);
  loggedInAt = t.clock.now().getTime();
});

/** Scenarios move the clock by hours; log in again before the 24 h session ends. */
async function session() {
  if (t.clock.now().getTime() - loggedInAt > 20 * 3_600_000) {
    merchant.token = (await login(t, merchant.email)).body.data.token;
    loggedInAt = t.clock.now().getTime();
  }
  return merchant.token;
}
afterAll(() => t.close());

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
);

const scenario = fc.record({
  amount: fc.integer({ min: 2, max: 800 }),
  expires: fc.integer({ min: 5, max: 60 }),
  steps: fc.array(step, { minLength: 1, maxLength: 8 }),
});

// `closed` is an operator's action, which no scenario here takes.
const REACHABLE = new Set(receiptStatuses.filter((s) => s !== 'closed'));

describe('receipt orders under random scenarios', () => {
  it('keep every ledger invariant over 500 scenarios', async () => {
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
          else {
            const res = await post('refund', { address: t.chain.faucetAddress('TRC20') });
            expect([200, 409, 422]).toContain(res.status);
          }
        }
        await t.app.receiving.tick();
        await mine(t, 6);
        await t.app.receiving.tick();
        const final = await order(t, token, o.id);
        expect(REACHABLE.has(final.status)).toBe(true);
        await t.checkLedger();
      }),
      { numRuns: 500 },
    );
  }, 600_000);
});
