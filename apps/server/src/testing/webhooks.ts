import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import type { TestApp } from './harness';
import { type Actor, as } from './settings';

/** One request a receiver got: its headers and its raw body, as sent. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers a request: a status and a body, or nothing at all (a hang). */
export type Answer = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

/**
 * A real HTTP server on loopback that records what it receives and answers as told: one answer per
 * request from `answers` (the last one repeats), 200 when none is given.
 */
export async function startReceiver(answers: Answer[] = []) {
  const received: Received[] = [];
  const hanging: ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = answers[Math.min(received.length - 1, answers.length - 1)] ?? { status: 200 };
      if (answer === 'hang') {
        hanging.push(res);
        return;
      }
      res.writeHead(answer.status, answer.headers ?? { 'content-type': 'text/plain' });
      res.end(answer.body ?? 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Adds an endpoint through the API; answers it with its secret. */
export async function addEndpoint(
  t: TestApp,
  m: Pick<Actor, 'token'>,
  url: string,
  events: string[] = ['receipt_order.*'],
) {
  const res = await as(t, m)('POST', '/webhooks/endpoints', { url, events });
  if (res.status !== 200) throw new Error(`adding the endpoint failed: ${res.res.body}`);
  return res.body.data as { id: string; secret: string; url: string };
}

/** The endpoint's delivery log (newest first). */
export async function deliveriesOf(t: TestApp, m: Pick<Actor, 'token'>, endpointId: string, query = '') {
  const res = await as(t, m)('GET', `/webhooks/endpoints/${endpointId}/deliveries${query}`);
  if (res.status !== 200) throw new Error(`the log failed: ${res.res.body}`);
  return res.body.data.items as { id: string; status: string; attempts: number; event_type: string }[];
}

/**
 * Receivers a test starts (`receiver(...answers)`), each closed after the test; `drain` runs first
 * (e.g. the deliveries still due), so that nothing is sent to a closed port.
 */
export function receiversPerTest(drain?: () => Promise<unknown>) {
  const open: Receiver[] = [];
  afterEach(async () => {
    await drain?.();
    await Promise.all(open.splice(0).map((r) => r.close()));
  });
  return async (...answers: Answer[]) => {
    const r = await startReceiver(answers);
    open.push(r);
    return r;
  };
}
