import { afterEach, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../../testing/webhooks';
import { sendWebhook } from './sender';

const receivers: Receiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

describe('sending a webhook', () => {
  it('connects to the checked address, not to what the name resolves to now (no rebinding)', async () => {
    const rx = await startReceiver([{ status: 202, body: 'taken' }]);
    receivers.push(rx);
    // a name that resolves nowhere: only the pinned address can reach the receiver
    const url = new URL(`http://hooks.rebind.invalid:${rx.port}/in?x=1`);
    const outcome = await sendWebhook({
      target: { url, host: 'hooks.rebind.invalid', address: '127.0.0.1', family: 4 },
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
      timeoutMs: 2000,
    });
    expect(outcome).toMatchObject({ statusCode: 202, error: null, excerpt: 'taken', truncated: false });
    expect(rx.received).toHaveLength(1);
    expect(rx.received[0]!.headers.host).toBe(`hooks.rebind.invalid:${rx.port}`);
    expect(rx.received[0]!.body).toBe('{"a":1}');
  });

  it('records a refused connection as an error without a status', async () => {
    const rx = await startReceiver();
    await rx.close();
    const outcome = await sendWebhook({
      target: { url: new URL(rx.url), host: '127.0.0.1', address: '127.0.0.1', family: 4 },
      headers: {},
      body: '{}',
      timeoutMs: 2000,
    });
    expect(outcome).toMatchObject({ statusCode: null, error: 'ECONNREFUSED', excerpt: null });
  });
});
