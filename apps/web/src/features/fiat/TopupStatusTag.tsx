import type { TopupStatus } from '@mc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TopupStatus, string> = {
  submitted: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** A top-up's status as a coloured tag; its texts are the history bundle's (`history.topupStatus`). */
export function TopupStatusTag({ status }: { status: TopupStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} data-testid="topup-status" data-status={status}>
      {t(`history.topupStatus.${status}`)}
    </Tag>
  );
}
