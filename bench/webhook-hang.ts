import { randomUUID } from 'node:crypto';
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiCall, createOrdersOn, merchantToken, pct, startServer } from './server';
import type { Row } from './web/part';

/** A healthy endpoint's delivery p99 with another merchant's endpoint hanging: the budget. */
export const HANG_P99_BUDGET_MS = 1000;
const TESTS = 60;

/** A receiver on loopback: answers 204 at once, or never (`hang`); tells when each request arrived. */
async function receiver(hang: boolean, arrived: (at: number) => void) {
  const open: ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      arrived(performance.now());
      if (hang) open.push(res);
      else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Merchant X's endpoint never answers while its orders keep it busy (more deliveries than it may have
 * in flight); merchant W sends test events to its healthy endpoint, one every 50 ms. Measured: from W's
 * request to the event's arrival at W's receiver, with the server's default delivery settings.
 */
export async function webhookHangRows(root: string, adminUrl: string): Promise<Row[]> {
  const sent = new Map<number, number>();
  const arrivals: number[] = [];
  let hung = 0;
  const slow = await receiver(true, () => hung++);
  const healthy = await receiver(false, (at) => arrivals.push(at));
  const server = await startServer(root, adminUrl, { JOBS_ENABLED: 'true' }, 'bench_hang');
  try {
    const x = await merchantToken(server.url);
    const w = await merchantToken(server.url);
    const events = ['receipt_order.*'];
    await apiCall(server.url, x, '/webhooks/endpoints', { url: slow.url, events });
    const endpoint = await apiCall(server.url, w, '/webhooks/endpoints', { url: healthy.url, events });
    await createOrdersOn(server.url, x, 40, () => ({
      asset: 'USDT',
      network: 'TRC20',
      amount: '1',
      merchant_order_no: `H-${randomUUID()}`,
    }));
    const started = performance.now();
    while (hung === 0 && performance.now() - started < 5000) await new Promise((r) => setTimeout(r, 20));
    for (let i = 0; i < TESTS; i++) {
      sent.set(i, performance.now());
      await apiCall(server.url, w, `/webhooks/endpoints/${endpoint.id as string}/test`, {});
      await new Promise((r) => setTimeout(r, 50));
    }
    const deadline = performance.now() + 15_000;
    while (arrivals.length < TESTS && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    // arrivals of one endpoint's test events come in the order they were sent
    const delays = arrivals.map((at, i) => at - (sent.get(i) ?? at)).sort((a, b) => a - b);
    const missing = TESTS - arrivals.length;
    const p99 = missing > 0 ? Number.POSITIVE_INFINITY : pct(delays, 0.99);
    console.log(
      `webhook-hang: ${hung} requests held open at the hanging endpoint; ${arrivals.length}/${TESTS} test events delivered to the healthy one: p50 ${pct(delays, 0.5).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`,
    );
    return [
      {
        name: 'webhook delivery p99, another endpoint hanging',
        value: p99,
        limit: HANG_P99_BUDGET_MS,
        unit: 'ms',
        kind: 'budget',
      },
    ];
  } finally {
    await server.stop();
    await slow.close();
    await healthy.close();
  }
}
