import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepAliveClient } from './http-client';
import { load, merchantToken, startServer } from './server';
import type { Row } from './web/part';

/**
 * Webhook deliveries against their busiest source: receipt orders created through HTTP at full speed
 * for `seconds`, one endpoint of the merchant on a local receiver (loopback, allowed in development),
 * the delivery job running in the server as in production. Both rates are steady-state rates over
 * their own first-to-last span; the delay is from the event's time (the order's change, in its
 * transaction) to its arrival at the receiver.
 */
export async function webhookRows(
  root: string,
  adminUrl: string,
  seconds = 10,
  concurrency = 32,
): Promise<Row[]> {
  const arrivals: { at: number; createdAt: number }[] = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { created_at: string };
      arrivals.push({ at, createdAt: Date.parse(event.created_at) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  const server = await startServer(root, adminUrl, {
    DATABASE_POOL_SIZE: '20',
    JOBS_ENABLED: 'true',
    WEBHOOKS_INTERVAL_MS: '50',
  });
  const client = keepAliveClient(server.url, concurrency);
  try {
    const token = await merchantToken(server.url);
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const endpoint = await fetch(`${server.url}/api/webhooks/endpoints`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        url: `http://127.0.0.1:${port}/hooks`,
        events: ['receipt_order.*'],
      }),
    });
    if (!endpoint.ok) throw new Error(`adding the endpoint failed: ${await endpoint.text()}`);
    const created: number[] = [];
    const create = async () => {
      const res = await client.request(
        'POST',
        '/api/receipt-orders',
        { ...auth, 'idempotency-key': randomUUID() },
        JSON.stringify({
          asset: 'USDT',
          network: 'TRC20',
          amount: '12.5',
          merchant_order_no: `W-${randomUUID()}`,
        }),
      );
      if (res.status === 200) created.push(Date.now());
      return res.status === 200;
    };
    const orders = await load(seconds, concurrency, create);
    // every order's creation is one event: wait (at most 30 s) until each has arrived
    const deadline = Date.now() + 30_000;
    while (arrivals.length < orders.ok && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const span = (times: number[]) => (Math.max(...times) - Math.min(...times)) / 1000;
    const ordersPerSecond = created.length / span(created);
    const deliveriesPerSecond = arrivals.length / span(arrivals.map((a) => a.at));
    const delays = arrivals.map((a) => a.at - a.createdAt).sort((a, b) => a - b);
    const pct = (p: number) => delays[Math.min(delays.length - 1, Math.floor(delays.length * p))] ?? 0;
    console.log(
      `webhooks: ${orders.ok} orders in ${seconds} s (${ordersPerSecond.toFixed(0)}/s), ${arrivals.length} deliveries (${deliveriesPerSecond.toFixed(0)}/s), delay p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms`,
    );
    return [
      {
        name: 'webhook deliveries/s ÷ receipt-order creations/s',
        value: deliveriesPerSecond / ordersPerSecond,
        limit: 1,
        unit: 'ratio',
        kind: 'goal',
      },
      {
        name: 'webhooks delivered of orders created',
        value: arrivals.length / Math.max(1, orders.ok),
        limit: 1,
        unit: 'ratio',
        kind: 'goal',
      },
      { name: 'webhook delay commit → delivery, p50', value: pct(0.5), limit: 0, unit: 'ms', kind: 'figure' },
      {
        name: 'webhook delay commit → delivery, p99',
        value: pct(0.99),
        limit: 0,
        unit: 'ms',
        kind: 'figure',
      },
    ];
  } finally {
    client.close();
    await server.stop();
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
}
