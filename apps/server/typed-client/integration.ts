// A merchant's integration written against the client generated from /api/docs/json
// (openapi-typescript into ./openapi.d.ts, beside this file, by typed-client.test.ts): it type-checks
// only if the document names its operations, bodies and answers the way an integrator expects.
import createClient from 'openapi-fetch';
import type { components, paths } from './openapi';

type Order = components['schemas']['Order'];
type PayoutPage = components['schemas']['PayoutPage'];
type HistoryRowPage = components['schemas']['HistoryRowPage'];
type ApiError = components['schemas']['Error'];

export interface Integration {
  order: Order;
  payouts: PayoutPage;
  history: HistoryRowPage;
  refused: Pick<ApiError, 'code' | 'message' | 'errors'>;
}

const failed = (what: string, error: Pick<ApiError, 'message'> | undefined) =>
  new Error(`${what}: ${error?.message}`);

/** Creates a receipt order, lists the payouts, reads the history, and sends one bad order. */
export async function integrate(
  baseUrl: string,
  apiKey: string,
  fetch: (request: Request) => Promise<Response>,
  idempotencyKey: string,
): Promise<Integration> {
  const client = createClient<paths>({ baseUrl, fetch, headers: { authorization: `Bearer ${apiKey}` } });

  const created = await client.POST('/api/receipt-orders', {
    body: { asset: 'USDT', network: 'TRC20', amount: '25.50', merchant_order_no: 'INV-1001' },
    headers: { 'idempotency-key': idempotencyKey },
  });
  if (!created.data) throw failed('create the order', created.error);
  const order: Order = created.data.data;

  const payouts = await client.GET('/api/payouts/remittances', { params: { query: { limit: 10 } } });
  if (!payouts.data) throw failed('list payouts', payouts.error);

  const history = await client.GET('/api/history', { params: { query: { limit: 5 } } });
  if (!history.data) throw failed('read the history', history.error);

  const bad = await client.POST('/api/receipt-orders', {
    body: { asset: 'USDT', network: 'TRC20', amount: '-1', merchant_order_no: 'INV-1002' },
    headers: { 'idempotency-key': `${idempotencyKey}-bad` },
  });
  if (!bad.error) throw new Error('a negative amount was accepted');
  return { order, payouts: payouts.data.data, history: history.data.data, refused: bad.error };
}

type ReceiptOrderEvent =
  | components['schemas']['ReceiptOrderCreatedEvent']
  | components['schemas']['ReceiptOrderPaidEvent'];
type PayoutEvent = components['schemas']['PayoutCompletedEvent'];
/** The events this integration handles: the document names each event's body. */
export type HandledEvent = ReceiptOrderEvent | PayoutEvent;

/** The Standard Webhooks headers of a delivery: `webhook-id`, `webhook-timestamp`, `webhook-signature`. */
export interface WebhookHeaders {
  id: string;
  timestamp: string;
  signature: string;
}

/**
 * A webhook receiver, as the Standard Webhooks specification has it: one `v1,<base64>` of the
 * space-separated `webhook-signature` must be the HMAC-SHA256 of `<id>.<timestamp>.<raw body>` keyed
 * with the bytes of the base64 after `whsec_`, the timestamp within 5 minutes; answers the typed
 * event, or null when the signature does not hold. (The `standardwebhooks` package does the same.)
 */
export async function receiveWebhook(
  secret: string,
  rawBody: string,
  headers: WebhookHeaders,
  nowSeconds = Date.now() / 1000,
): Promise<HandledEvent | null> {
  const { createHmac, timingSafeEqual } = await import('node:crypto');
  const t = Number(headers.timestamp);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > 300) return null;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${headers.id}.${t}.${rawBody}`).digest();
  const signed = headers.signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    const given = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  return signed ? (JSON.parse(rawBody) as HandledEvent) : null;
}

/** What the integration records of an event: its type, and the object's status before and after. */
export function summary(event: HandledEvent): { type: string; status: string; previous: string | null } {
  const previous = event.data.previous_attributes?.status;
  return {
    type: event.type,
    status: event.data.object.status,
    previous: typeof previous === 'string' ? previous : null,
  };
}
