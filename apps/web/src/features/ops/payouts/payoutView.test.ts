import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http/apiError';
import { auditAmount, decisionFailure, isOverdue, waitedParts, waitedSince } from './payoutView';

const at = Date.parse('2026-03-01T12:00:00Z');

describe('payout approval queue', () => {
  it('waiting time: minutes, then hours and minutes, then days and hours; never negative', () => {
    expect(waitedParts(waitedSince('2026-03-01T11:58:30Z', at))).toEqual([{ key: 'minutes', count: 1 }]);
    expect(waitedParts(waitedSince('2026-03-01T09:35:00Z', at))).toEqual([
      { key: 'hours', count: 2 },
      { key: 'minutes', count: 25 },
    ]);
    expect(waitedParts(waitedSince('2026-02-27T07:00:00Z', at))).toEqual([
      { key: 'days', count: 2 },
      { key: 'hours', count: 5 },
    ]);
    expect(waitedSince('2026-03-01T12:00:20Z', at)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('a payout waiting 4 hours or more is overdue', () => {
    expect(isOverdue(waitedSince('2026-03-01T08:01:00Z', at))).toBe(false);
    expect(isOverdue(waitedSince('2026-03-01T08:00:00Z', at))).toBe(true);
  });

  it('a failed decision: 409 is a refusal of the decision (decided already, maker-checker)', () => {
    const failed = (status: number) => new ApiError({ status, code: status, message: 'x' });
    expect(decisionFailure(failed(409))).toBe('refused');
    expect(decisionFailure(failed(422))).toBe('other');
    expect(decisionFailure(new Error('offline'))).toBe('other');
  });

  it('audit amounts in minor units read as decimals; decimal strings stay', () => {
    expect(auditAmount('20000000', 6)).toBe('20.000000');
    expect(auditAmount('5', 6)).toBe('0.000005');
    expect(auditAmount('20.500000', 6)).toBe('20.500000');
  });
});
