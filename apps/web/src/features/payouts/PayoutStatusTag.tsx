import type { PayoutStatus } from '@mc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYOUT_STATUS_COLOR, payoutStatusKey } from './status';

/** A payout's status as a coloured tag with its cn/en label. */
export function PayoutStatusTag({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={PAYOUT_STATUS_COLOR[status]} data-testid="payout-status" data-status={status}>
      {t(payoutStatusKey(status))}
    </Tag>
  );
}
