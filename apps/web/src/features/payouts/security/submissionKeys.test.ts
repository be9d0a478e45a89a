import { describe, expect, it } from 'vitest';
import { createSubmissionKeys } from './submissionKeys';

describe('payout submission keys', () => {
  it('reuses the key while the same payout is retried', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor({ quote_id: 'q1' });
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keys.keyFor({ quote_id: 'q1' })).toBe(first);
  });

  it('takes a new key for another payout and after a finished one', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor({ amount: '10', address: 'T1' });
    const other = keys.keyFor({ amount: '11', address: 'T1' });
    expect(other).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ amount: '11', address: 'T1' })).not.toBe(other);
  });
});
