import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { appPerFile, twoMerchantsPerFile } from '../../testing/app-hooks';
import { createOrder } from '../../testing/receiving';

// Without PUBLIC_URL, the payer's link follows the address the server listens on (a server started
// with PORT=18400 must not hand out http://localhost:8080 links).
const t = appPerFile();
const [merchant] = twoMerchantsPerFile(t);

describe("the payer's link", () => {
  it('points at the address the server listens on when PUBLIC_URL is not set, and opens there', async () => {
    expect(t.config.PUBLIC_URL).toBeUndefined();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const o: { id: string; payment_url?: string } = await createOrder(t, merchant.token, { amount: '10' });
    expect(o.payment_url).toBe(`http://127.0.0.1:${port}/payment?order=${o.id}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/public/orders/${o.id}`);
    expect(res.status).toBe(200);
  });
});
