import { randomUUID } from 'node:crypto';
import createFetchClient, { type Client } from 'openapi-fetch';
import type { paths } from './types';

/** The languages the server answers in (messages and field errors): English, or Chinese. */
export type Language = 'en' | 'zh-CN';

export interface ClientOptions {
  /** Where the product is, e.g. `https://merchant.example.com` (every path starts with `/api`). */
  baseUrl: string;
  /** An API key of Account settings - Merchant API: `mck_<key id>.<secret>`. */
  apiKey: string;
  /** The language of messages and field errors; Chinese, as the server, unless told. */
  language?: Language;
  /** Another fetch (a proxy's, a test's); the global one unless given. */
  fetch?: (request: Request) => Promise<Response>;
}

/** A client of every operation of the API, typed by the document (openapi-fetch). */
export type MerchantClient = Client<paths>;

/**
 * A client that calls with an API key (`Authorization: Bearer <key>`) and asks for the language:
 * `client.GET('/api/receipt-orders', { params: { query: { limit: 10 } } })`. Each call answers
 * `{ data, error, response }`; `unwrap()` gives the envelope's data or throws an `ApiError`.
 */
export function createClient(options: ClientOptions): MerchantClient {
  return createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${options.apiKey}`, 'accept-language': options.language ?? 'zh-CN' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/**
 * The header a money-moving POST requires (the document declares `Idempotency-Key` on each, so the
 * types ask for it): the server does it once per key and answers a repeat with the first answer.
 * Send the same key when you retry, e.g. one made from your own order number:
 * `client.POST(path, { body, params: { header: idempotent(`order-${no}`) } })`. Without one, a new
 * random key: the call goes through, but a retry must then reuse the same key.
 */
export function idempotent(key: string = randomUUID()): { 'Idempotency-Key': string } {
  return { 'Idempotency-Key': key };
}
