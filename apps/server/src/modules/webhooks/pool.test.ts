import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../testing/app-hooks';
import { createOrder } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { addEndpoint, deliveriesOf, receiversPerTest } from '../../testing/webhooks';

const TIMEOUT_MS = 1500;
const t = appPerTest({ WEBHOOKS_TIMEOUT_MS: String(TIMEOUT_MS), WEBHOOKS_ENDPOINT_CONCURRENCY: '2' });
const receiver = receiversPerTest();

/** Milliseconds until `done()` holds, checked every 5 ms; fails after `limitMs`. */
async function msUntil(done: () => boolean, limitMs: number): Promise<number> {
  const started = performance.now();
  while (!done()) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return performance.now() - started;
}

describe('the delivery pool', () => {
  it("never makes one merchant's delivery wait on another's endpoint that does not answer", async () => {
    const x = await loggedInMerchant(t);
    const w = await loggedInMerchant(t);
    const hanging = await receiver('hang');
    const healthy = await receiver();
    const ex = await addEndpoint(t, x, hanging.url);
    const ew = await addEndpoint(t, w, healthy.url);
    // four of X's orders are ahead of W's in the queue
    for (let i = 0; i < 4; i++) await createOrder(t, x.token);
    await createOrder(t, w.token);

    const all = t.app.webhooks.tick();
    // W's delivery arrives and is recorded while X's endpoint holds its requests open
    expect(await msUntil(() => healthy.received.length === 1, 1000)).toBeLessThan(1000);
    await msUntil(() => hanging.received.length === 2, 1000);
    await expect
      .poll(async () => (await deliveriesOf(t, w, ew.id))[0]?.status, { timeout: 1000, interval: 20 })
      .toBe('succeeded');
    // X's endpoint has only its own 2 slots: its other deliveries wait for them
    expect(hanging.received).toHaveLength(2);
    expect(healthy.received).toHaveLength(1);

    expect(await all).toBe(5);
    expect(hanging.received).toHaveLength(4);
    const xs = await deliveriesOf(t, x, ex.id);
    expect(xs.map((d) => d.status)).toEqual(['retrying', 'retrying', 'retrying', 'retrying']);
  });
});
