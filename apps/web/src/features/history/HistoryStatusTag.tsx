import type { HistoryRow } from '@mc/contract';
import { PayoutStatusTag, TopupStatusTag } from '../../components/StatusTags';
import { ReceiptStatusTag } from '../receive/index';
import { isPayoutStatus, isReceiptStatus, isTopupStatus } from './historyStatus';

/** A row's status as its business object's own tag: a payout's, a top-up's, or a receipt order's. */
export function HistoryStatusTag({ row }: { row: Pick<HistoryRow, 'status' | 'ref_type'> }) {
  const { status } = row;
  if (row.ref_type === 'fiat_topup' && isTopupStatus(status)) return <TopupStatusTag status={status} />;
  if (isPayoutStatus(status) && (row.ref_type === 'payout' || !isReceiptStatus(status)))
    return <PayoutStatusTag status={status} />;
  return isReceiptStatus(status) ? <ReceiptStatusTag status={status} /> : null;
}
