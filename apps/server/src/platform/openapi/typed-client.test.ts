import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { createKey } from '../../testing/api-keys';
import { appPerFile } from '../../testing/app-hooks';
import { loggedInMerchant } from '../../testing/scenarios';
import { addEndpoint, startReceiver } from '../../testing/webhooks';

// An integrator's view of the document: a client generated from /api/docs/json by openapi-typescript,
// a small integration with openapi-fetch (apps/server/typed-client/integration.ts) type-checked by tsc
// against it, then run against the server through app.inject().

const t = appPerFile();
const server = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
// under node_modules so that the integration resolves openapi-fetch as the repository does
const scratch = join(server, 'node_modules/.cache');
let dir = '';

afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

const tsconfig = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    skipLibCheck: true,
    lib: ['ES2022', 'DOM'],
    types: ['node'],
  },
  files: ['integration.ts'],
};

/** A fetch that answers from the app in memory: what openapi-fetch sends, through app.inject(). */
function injectedFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const v of [value ?? []].flat()) headers.append(name, String(v));
    }
    return new Response(res.rawPayload.length ? res.rawPayload : null, { status: res.statusCode, headers });
  };
}

interface IntegrationModule {
  integrate(
    baseUrl: string,
    apiKey: string,
    fetch: (request: Request) => Promise<Response>,
    idempotencyKey: string,
  ): Promise<{
    order: { merchant_order_no: string; status: string };
    payouts: { items: unknown[] };
    history: { items: unknown[] };
    refused: { code: number; errors?: { field: string }[] };
  }>;
  receiveWebhook(
    secret: string,
    rawBody: string,
    headers: { id: string; timestamp: string; signature: string },
    nowSeconds: number,
  ): Promise<object | null>;
  summary(event: object): { type: string; status: string; previous: string | null };
}

describe('a client generated from the API document', () => {
  it('type-checks an integration written against it, which then runs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    await mkdir(scratch, { recursive: true });
    dir = await mkdtemp(join(scratch, 'typed-client-'));
    await writeFile(join(dir, 'openapi.d.ts'), astToString(await openapiTS(doc)));
    await copyFile(join(server, 'typed-client/integration.ts'), join(dir, 'integration.ts'));
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));

    const checked = await promisify(execFile)(process.execPath, [tsc, '-p', dir]).then(
      () => '',
      (e: { stdout?: string }) => e.stdout ?? String(e),
    );
    expect(checked).toBe('');

    const merchant = await loggedInMerchant(t);
    const key = await createKey(t, merchant as Parameters<typeof createKey>[1], {
      scopes: ['orders', 'read'],
    });
    const receiver = await startReceiver();
    const endpoint = await addEndpoint(t, merchant, receiver.url);
    const integration = (await import(/* @vite-ignore */ join(dir, 'integration.ts'))) as IntegrationModule;
    const ran = await integration.integrate(
      'http://localhost',
      key.token,
      injectedFetch(t.app),
      randomUUID(),
    );
    expect(ran.order).toMatchObject({ merchant_order_no: 'INV-1001', status: 'unpaid' });
    expect(ran.payouts.items).toEqual([]);
    expect(Array.isArray(ran.history.items)).toBe(true);
    expect(ran.refused).toMatchObject({ code: 422, errors: [expect.objectContaining({ field: 'amount' })] });

    // the order's creation is delivered to the endpoint; the integration verifies and reads it
    await t.app.webhooks.tick();
    await receiver.close();
    const [delivery] = receiver.received;
    const headers = {
      id: String(delivery?.headers['webhook-id']),
      timestamp: String(delivery?.headers['webhook-timestamp']),
      signature: String(delivery?.headers['webhook-signature']),
    };
    // the server's clock is the test's: the signature's time is checked against it
    const now = t.clock.now().getTime() / 1000;
    const event = await integration.receiveWebhook(endpoint.secret, delivery?.body ?? '', headers, now);
    expect(event && integration.summary(event)).toEqual({
      type: 'receipt_order.created',
      status: 'unpaid',
      previous: null,
    });
    const forged = (delivery?.body ?? '').replace('INV-1001', 'INV-9999');
    expect(await integration.receiveWebhook(endpoint.secret, forged, headers, now)).toBeNull();
  }, 60_000);
});
