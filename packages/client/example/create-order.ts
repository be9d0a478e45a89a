import http from 'node:http';
import {
  ApiError,
  createClient,
  idempotent,
  unwrap,
  verifyWebhook,
  WebhookVerificationError,
} from '@mc/client';

// An integration in one file: creates a receipt order by API key (once, however often it is retried),
// finds it in the list, then receives one webhook, verifies it and prints its type.
//
//   MC_BASE_URL=https://pay.example.com MC_API_KEY=mck_… MC_WEBHOOK_SECRET=whsec_… MC_WEBHOOK_PORT=4610 \
//     npm run example -w @mc/client
//
// The webhook endpoint (Account settings - Webhooks) must point at this machine's MC_WEBHOOK_PORT.
// It stops after the first verified webhook, or after MC_TIMEOUT_SECONDS (60 unless set).

function setting(name: string): string {
  const value = process.env[name];
  if (value) return value;
  console.error(`set ${name} (see the top of example/create-order.ts)`);
  process.exit(2);
}

const client = createClient({
  baseUrl: setting('MC_BASE_URL'),
  apiKey: setting('MC_API_KEY'),
  language: 'en',
});
const secret = setting('MC_WEBHOOK_SECRET');
const port = Number(setting('MC_WEBHOOK_PORT'));
const timeoutSeconds = Number(process.env.MC_TIMEOUT_SECONDS ?? 60);

/** Answers each delivery: 204 when it verifies (and then stops), 400 when not. */
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    try {
      const event = verifyWebhook(secret, Buffer.concat(chunks), req.headers);
      console.log(`verified webhook: ${event.type} (event ${event.id})`);
      res.on('finish', () => stop(0));
      res.writeHead(204).end();
    } catch (e) {
      if (!(e instanceof WebhookVerificationError)) throw e;
      console.log(`refused a delivery: ${e.reason}: ${e.message}`);
      res.writeHead(400, { 'content-type': 'text/plain' }).end(e.reason);
    }
  });
});

const timer = setTimeout(() => {
  console.log(`no webhook verified within ${timeoutSeconds} s`);
  stop(1);
}, timeoutSeconds * 1000);

function stop(code: number) {
  clearTimeout(timer);
  receiver.closeAllConnections();
  receiver.close(() => process.exit(code));
}

try {
  // listen first: the order's own events may come as soon as it exists
  await new Promise<void>((resolve) => receiver.listen(port, resolve));

  // the key comes from the order's own number: a retry (after a timeout, a crash) cannot make a second order
  const orderNo = process.env.MC_ORDER_NO ?? `EX-${Date.now()}`;
  const body = { asset: 'USDT', network: 'TRC20', amount: '25.50', merchant_order_no: orderNo } as const;
  const order = await unwrap(
    client.POST('/api/receipt-orders', { body, params: { header: idempotent(`order-${orderNo}`) } }),
  );
  const again = await unwrap(
    client.POST('/api/receipt-orders', { body, params: { header: idempotent(`order-${orderNo}`) } }),
  );
  console.log(`created receipt order ${order.merchant_order_no} (id ${order.id}, status ${order.status})`);
  console.log(`pay ${order.amount} ${order.asset} on ${order.network} to ${order.deposit_address}`);
  if (again.id !== order.id) throw new Error('a retry with the same Idempotency-Key made a second order');

  const page = await unwrap(
    client.GET('/api/receipt-orders', { params: { query: { q: orderNo, limit: 10 } } }),
  );
  const listed = page.items.find((item) => item.id === order.id);
  if (!listed) throw new Error(`${orderNo} is not in the list`);
  console.log(`listed ${listed.merchant_order_no}: ${listed.status}`);
  console.log(`waiting for a webhook on port ${port}`);
} catch (e) {
  console.log(e instanceof ApiError ? `the API refused: ${e.code} ${e.message}` : String(e));
  stop(1);
}
