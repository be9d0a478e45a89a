import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ApiError, createClient, idempotent, unwrap } from '@mc/client';
import { webhookSubscribableEvents } from '@mc/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createKey } from '../../testing/api-keys';
import { appPerFile } from '../../testing/app-hooks';
import { loggedInMerchant } from '../../testing/scenarios';

// An integrator's view of the API: the typed client (@mc/client, generated from the document) and its
// example, type-checked by tsc, then the example run as its own process against the product listening
// on loopback: it creates an order by API key, lists it, and verifies the webhook it receives.

const t = appPerFile();
const require = createRequire(import.meta.url);
const clientDir = fileURLToPath(new URL('../../../../../packages/client', import.meta.url));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill();
});

/** What tsc says of the client package, its example and its tests: '' when they type-check. */
const typeErrors = () =>
  promisify(execFile)(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', clientDir]).then(
    () => '',
    (e: { stdout?: string }) => e.stdout || String(e),
  );

/** A port nothing listens on now: where the example will receive its webhook. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The example as its own process: what it printed so far, when it prints a text, its exit code. */
function runExample(env: Record<string, string>) {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'example/create-order.ts'], {
    cwd: clientDir,
    env: { ...process.env, ...env },
  });
  children.push(child);
  let printed = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      printed += chunk.toString('utf8');
    });
  }
  return {
    output: () => printed,
    /** Settles once the example has printed `text`, or has stopped without it. */
    printed: (text: string) =>
      new Promise<void>((resolve) => {
        const check = () => (printed.includes(text) || child.exitCode !== null ? resolve() : undefined);
        child.stdout.on('data', check);
        child.on('exit', check);
        check();
      }),
    exited: new Promise<number | null>((resolve) => child.on('exit', resolve)),
  };
}

/** Runs `step` every 50 ms until `done` settles. */
async function repeatUntil(done: Promise<unknown>, step: () => Promise<unknown>) {
  let settled = false;
  void done.finally(() => {
    settled = true;
  });
  while (!settled) {
    await step();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the client package', () => {
  it('type-checks with its example, which creates an order by API key and verifies a webhook', async () => {
    const checked = typeErrors();
    // the product signs with its clock; the example checks the signature's time against the real one
    t.clock.set(Date.now());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const merchant = await loggedInMerchant(t);
    const key = await createKey(t, merchant as Parameters<typeof createKey>[1], {
      scopes: ['orders', 'read', 'webhooks'],
    });
    const api = createClient({ baseUrl, apiKey: key.token, language: 'en' });

    // the example's port becomes the endpoint, by API key, for every event there is
    const port = await freePort();
    const endpoint = await unwrap(
      api.POST('/api/webhooks/endpoints', {
        body: { url: `http://127.0.0.1:${port}/webhooks`, events: [...webhookSubscribableEvents] },
      }),
    );
    const example = runExample({
      MC_BASE_URL: baseUrl,
      MC_API_KEY: key.token,
      MC_WEBHOOK_SECRET: endpoint.secret,
      MC_WEBHOOK_PORT: String(port),
      MC_ORDER_NO: 'INV-1001',
      MC_TIMEOUT_SECONDS: '25',
    });
    await example.printed('waiting for a webhook');
    expect(example.output()).toContain('listed INV-1001: unpaid');
    const forged = await fetch(`http://127.0.0.1:${port}/webhooks`, {
      method: 'POST',
      headers: {
        'webhook-id': 'msg_1',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': `v1,${Buffer.alloc(32).toString('base64')}`,
      },
      body: JSON.stringify({ id: 'msg_1', type: 'webhook.test' }),
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toBe('bad_signature');

    // a test event (and the order's own events) delivered: the example verifies the first and stops
    const path = { id: endpoint.id };
    await unwrap(
      api.POST('/api/webhooks/endpoints/{id}/test', { params: { path }, body: { type: 'webhook.test' } }),
    );
    await repeatUntil(example.exited, () => t.app.webhooks.tick());
    expect(await example.exited, example.output()).toBe(0);

    const verified = /verified webhook: (\S+) \(event (\S+)\)/.exec(example.output());
    const log = await unwrap(api.GET('/api/webhooks/endpoints/{id}/deliveries', { params: { path } }));
    expect(log.items).toContainEqual(
      expect.objectContaining({ event_type: verified?.[1], event_id: verified?.[2], status: 'succeeded' }),
    );
    // the order exists once, though the example sent it twice with one Idempotency-Key
    const orders = await unwrap(api.GET('/api/receipt-orders', { params: { query: { q: 'INV-1001' } } }));
    expect(orders.items).toEqual([
      expect.objectContaining({ merchant_order_no: 'INV-1001', status: 'unpaid' }),
    ]);
    // a refusal reaches the integrator as an ApiError with the envelope's field errors, in English
    const body = { asset: 'USDT', network: 'TRC20', amount: '-1', merchant_order_no: 'INV-1002' } as const;
    const refused = await unwrap(
      api.POST('/api/receipt-orders', { body, params: { header: idempotent() } }),
    ).catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 422,
      code: 422,
      errors: [expect.objectContaining({ field: 'amount' })],
    });
    expect(await checked).toBe('');
  }, 30_000);
});
