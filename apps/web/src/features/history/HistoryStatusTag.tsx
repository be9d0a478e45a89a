import type { HistoryRow } from '@mc/contract';
import { PayoutStatusTag } from '../payouts/index';
import { ReceiptStatusTag } from '../receive/index';
import { isPayoutStatus, isReceiptStatus } from './historyStatus';

/** A row's status as its business object's own tag: a payout's, or a receipt order's. */
export function HistoryStatusTag({ row }: { row: Pick<HistoryRow, 'status' | 'ref_type'> }) {
  const { status } = row;
  if (isPayoutStatus(status) && (row.ref_type === 'payout' || !isReceiptStatus(status)))
    return <PayoutStatusTag status={status} />;
  return isReceiptStatus(status) ? <ReceiptStatusTag status={status} /> : null;
}
