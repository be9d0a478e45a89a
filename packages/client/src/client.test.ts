import { describe, expect, it } from 'vitest';
import { ApiError, unwrap } from './api-error';
import { createClient, idempotent } from './client';

// What the client sends and how it reads answers, against a fetch that records the request.

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function recording(answer: Response) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return answer;
  };
  return { requests, fetch };
}

describe('createClient', () => {
  it('calls with the API key, the language and, on a money-moving POST, the Idempotency-Key', async () => {
    const order = { id: 'o1', merchant_order_no: 'INV-1', status: 'unpaid' };
    const { requests, fetch } = recording(json(200, { code: 200, message: 'OK', data: order }));
    const client = createClient({
      baseUrl: 'https://pay.example/',
      apiKey: 'mck_k.s',
      language: 'en',
      fetch,
    });
    const body = { asset: 'USDT', network: 'TRC20', amount: '25.50', merchant_order_no: 'INV-1' } as const;
    const created = await unwrap(
      client.POST('/api/receipt-orders', { body, params: { header: idempotent('order-INV-1') } }),
    );
    expect(created).toMatchObject(order);
    const [sent] = requests;
    expect(sent?.url).toBe('https://pay.example/api/receipt-orders');
    expect(sent?.headers.get('authorization')).toBe('Bearer mck_k.s');
    expect(sent?.headers.get('accept-language')).toBe('en');
    expect(sent?.headers.get('idempotency-key')).toBe('order-INV-1');
    expect(await sent?.json()).toEqual(body);
  });

  it('asks for Chinese unless told, and makes a new key when none is given', async () => {
    const { requests, fetch } = recording(json(200, { code: 200, message: '成功', data: { items: [] } }));
    const client = createClient({ baseUrl: 'https://pay.example', apiKey: 'mck_k.s', fetch });
    await client.GET('/api/receipt-orders', { params: { query: { limit: 10 } } });
    expect(requests[0]?.headers.get('accept-language')).toBe('zh-CN');
    expect(requests[0]?.url).toBe('https://pay.example/api/receipt-orders?limit=10');
    expect(idempotent()['Idempotency-Key']).not.toBe(idempotent()['Idempotency-Key']);
  });
});

describe('unwrap', () => {
  it("throws the envelope's code, message, field errors and reason as an ApiError", async () => {
    const envelope = {
      code: 422,
      message: 'Check the fields',
      data: null,
      errors: [{ field: 'amount', message: 'Must be more than 0' }],
    };
    const { fetch } = recording(json(422, envelope, { 'x-request-id': 'req-1' }));
    const client = createClient({ baseUrl: 'https://pay.example', apiKey: 'mck_k.s', fetch });
    const body = { asset: 'USDT', network: 'TRC20', amount: '-1', merchant_order_no: 'INV-2' } as const;
    const error = await unwrap(
      client.POST('/api/receipt-orders', { body, params: { header: idempotent() } }),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 422, errors: envelope.errors, requestId: 'req-1' });
    expect((error as ApiError).message).toBe('Check the fields (amount: Must be more than 0)');
  });

  it('keeps a finer code and the reason, and reads an answer that is no envelope', async () => {
    const refused = {
      code: 40301,
      message: 'The key lacks a scope',
      data: null,
      reason: 'permission_denied',
    };
    const list = (answer: Response) =>
      createClient({ baseUrl: 'https://pay.example', apiKey: 'mck_k.s', fetch: recording(answer).fetch }).GET(
        '/api/receipt-orders',
      );
    expect(await unwrap(list(json(403, refused))).catch((e) => e)).toMatchObject({
      status: 403,
      code: 40301,
      reason: 'permission_denied',
      message: 'The key lacks a scope',
    });
    expect(await unwrap(list(new Response('Bad Gateway', { status: 502 }))).catch((e) => e)).toMatchObject({
      status: 502,
      code: 502,
      message: 'Bad Gateway',
      errors: [],
    });
  });
});
