import type { PayoutStatus, TopupStatus } from '@mc/contract';
import { Tag } from 'antd';
import { useTranslation } from '../lib/useTranslation';

/** Tag colour of every payout status (antd preset colours). */
export const PAYOUT_STATUS_COLOR: Record<PayoutStatus, string> = {
  pending_approval: 'gold',
  processing: 'processing',
  confirming: 'cyan',
  completed: 'success',
  failed: 'error',
  rejected: 'default',
};

const TOPUP_STATUS_COLOR: Record<TopupStatus, string> = {
  submitted: 'processing',
  approved: 'success',
  rejected: 'error',
};

/**
 * A payout's status as a coloured tag with its one cn/en label (`status.*`). Kept here, not in the
 * payouts area, so that a page showing a status (the overview's activity) loads no payout screen.
 */
export function PayoutStatusTag({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={PAYOUT_STATUS_COLOR[status]} data-testid="payout-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** A top-up's status as a coloured tag; its text is the one status label (`status.*`). */
export function TopupStatusTag({ status }: { status: TopupStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={TOPUP_STATUS_COLOR[status]} data-testid="topup-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
