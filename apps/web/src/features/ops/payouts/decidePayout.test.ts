import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/apiError';
import { setOperatorSession } from '../../../lib/http/client';
import { decidePayout, markBankTransfer } from '../api';

const ended = vi.fn();
setOperatorSession({ token: () => 'ops-token', end: ended });

/** Answers each request in turn; records the Idempotency-Key and URL of each. */
function server(...answers: (Response | Error)[]) {
  const seen: { url: string; key: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      seen.push({ url, key: new Headers(init.headers).get('Idempotency-Key') });
      const next = answers.shift();
      if (!next || next instanceof Error) throw next ?? new Error('no answer');
      return next;
    }),
  );
  return seen;
}

const ok = (status: string) => Response.json({ code: 200, message: 'ok', data: { id: 'p1', status } });
const refused = (code: number, message: string) =>
  Response.json({ code, message, data: null }, { status: code });

afterEach(() => {
  vi.unstubAllGlobals();
  ended.mockClear();
});

describe('deciding a payout', () => {
  it('a retry after a lost answer reuses the Idempotency-Key; the next decision gets a new one', async () => {
    const seen = server(new TypeError('network down'), ok('processing'), ok('rejected'));
    await expect(decidePayout('p1', { approve: true })).rejects.toBeInstanceOf(ApiError);
    await expect(decidePayout('p1', { approve: true })).resolves.toMatchObject({ status: 'processing' });
    await decidePayout('p2', { approve: false, reason: 'Unknown address' });
    expect(seen.map((s) => s.url)).toEqual([
      '/api/ops/payouts/p1/approve',
      '/api/ops/payouts/p1/approve',
      '/api/ops/payouts/p2/reject',
    ]);
    expect(seen[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]?.key).toBe(seen[0]?.key);
    expect(seen[2]?.key).not.toBe(seen[0]?.key);
  });

  it('409 of the maker-checker rule comes back to the page; the operator stays logged in', async () => {
    server(refused(409, 'The merchant who made a payout cannot approve it'));
    const error = await decidePayout('p1', { approve: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).handled).toBe(false);
    expect(ended).not.toHaveBeenCalled();
  });

  it('409 (decided already): the next attempt is a new request', async () => {
    const seen = server(refused(409, 'This payout is not waiting for approval'), ok('rejected'));
    await expect(decidePayout('p1', { approve: false, reason: 'Risk' })).rejects.toMatchObject({
      status: 409,
    });
    await decidePayout('p1', { approve: false, reason: 'Risk' });
    expect(seen[1]?.key).not.toBe(seen[0]?.key);
  });
});

describe("marking a bank transfer's outcome", () => {
  it('sends the outcome with its own Idempotency-Key, reused when the same mark is retried', async () => {
    const seen = server(new TypeError('network down'), ok('completed'), ok('failed'));
    await expect(markBankTransfer('p1', { outcome: 'completed' })).rejects.toBeInstanceOf(ApiError);
    await expect(markBankTransfer('p1', { outcome: 'completed' })).resolves.toMatchObject({
      status: 'completed',
    });
    await markBankTransfer('p2', { outcome: 'failed', reason: 'Account closed' });
    expect(seen.map((s) => s.url)).toEqual([
      '/api/ops/payouts/p1/bank-outcome',
      '/api/ops/payouts/p1/bank-outcome',
      '/api/ops/payouts/p2/bank-outcome',
    ]);
    expect(seen[1]?.key).toBe(seen[0]?.key);
    expect(seen[2]?.key).not.toBe(seen[0]?.key);
  });
});
