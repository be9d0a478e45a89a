import { receiptStatuses } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { receiveCn } from '../../locales/receive/cn';
import { receiveEn } from '../../locales/receive/en';
import { isFinalStatus, STATUS_COLOR } from './status';

describe('receipt-order statuses', () => {
  it('every status of the contract has a colour and a cn and en label', () => {
    expect(Object.keys(STATUS_COLOR).sort()).toEqual([...receiptStatuses].sort());
    expect(Object.keys(receiveCn.receiptStatus).sort()).toEqual([...receiptStatuses].sort());
    expect(Object.keys(receiveEn.receiptStatus).sort()).toEqual([...receiptStatuses].sort());
    for (const status of receiptStatuses) {
      expect(receiveCn.receiptStatus[status]).toMatch(/\S/);
      expect(receiveEn.receiptStatus[status]).toMatch(/\S/);
    }
  });

  it('uses the seed labels', () => {
    expect(receiveCn.receiptStatus.unpaid).toBe('待支付');
    expect(receiveCn.receiptStatus.confirming).toBe('链上确认中');
    expect(receiveCn.receiptStatus.accounting_exception).toBe('账务异常');
    expect(receiveEn.receiptStatus.unpaid).toBe('pending payment');
    expect(receiveEn.receiptStatus.confirming).toBe('chain confirmation in progress');
    expect(receiveEn.receiptStatus.refund_requested).toBe('refund requested');
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
