import { receiptStatuses } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { statusCn } from '../../locales/status/cn';
import { statusEn } from '../../locales/status/en';
import { isFinalStatus, STATUS_COLOR } from './status';

describe('receipt-order statuses', () => {
  it('every status of the contract has a colour and the seed labels (the one status set)', () => {
    expect(Object.keys(STATUS_COLOR).sort()).toEqual([...receiptStatuses].sort());
    expect(statusCn.unpaid).toBe('待支付');
    expect(statusCn.confirming).toBe('链上确认中');
    expect(statusCn.accounting_exception).toBe('账务异常');
    expect(statusEn.unpaid).toBe('Pending payment');
    expect(statusEn.refund_requested).toBe('Refund requested');
  });

  it('pages stop polling only once nothing can change', () => {
    expect(receiptStatuses.filter(isFinalStatus)).toEqual([
      'completed',
      'exception_resolved',
      'cancelled',
      'closed',
      'refunded',
    ]);
  });
});
