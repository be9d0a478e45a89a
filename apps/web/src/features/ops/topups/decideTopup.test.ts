import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/apiError';
import { setOperatorSession } from '../../../lib/http/client';
import { decideTopup } from './api';

setOperatorSession({ token: () => 'ops-token', end: vi.fn() });

/** Answers each request in turn; records the Idempotency-Key, URL and body of each. */
function server(...answers: (Response | Error)[]) {
  const seen: { url: string; key: string | null; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      seen.push({
        url,
        key: new Headers(init.headers).get('Idempotency-Key'),
        body: JSON.parse(String(init.body ?? 'null')),
      });
      const next = answers.shift();
      if (!next || next instanceof Error) throw next ?? new Error('no answer');
      return next;
    }),
  );
  return seen;
}

const ok = (status: string) => Response.json({ code: 200, message: 'ok', data: { id: 't1', status } });
const refused = (code: number, message: string) =>
  Response.json({ code, message, data: null }, { status: code });

afterEach(() => vi.unstubAllGlobals());

describe('deciding a top-up', () => {
  it('sends the amount received; a retry reuses the Idempotency-Key, the next decision gets a new one', async () => {
    const seen = server(new TypeError('network down'), ok('approved'), ok('rejected'));
    await expect(decideTopup('t1', { approve: true, amountReceived: '980.50' })).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(decideTopup('t1', { approve: true, amountReceived: '980.50' })).resolves.toMatchObject({
      status: 'approved',
    });
    await decideTopup('t2', { approve: false, reason: 'No such transfer' });
    expect(seen.map((s) => [s.url, s.body])).toEqual([
      ['/api/ops/topups/t1/approve', { amount_received: '980.50' }],
      ['/api/ops/topups/t1/approve', { amount_received: '980.50' }],
      ['/api/ops/topups/t2/reject', { reason: 'No such transfer' }],
    ]);
    expect(seen[1]?.key).toBe(seen[0]?.key);
    expect(seen[2]?.key).not.toBe(seen[0]?.key);
  });

  it('409 (decided already): the next attempt is a new request', async () => {
    const seen = server(refused(409, 'This top-up was already decided'), ok('rejected'));
    await expect(decideTopup('t1', { approve: false, reason: 'Risk' })).rejects.toMatchObject({
      status: 409,
    });
    await decideTopup('t1', { approve: false, reason: 'Risk' });
    expect(seen[1]?.key).not.toBe(seen[0]?.key);
  });
});
