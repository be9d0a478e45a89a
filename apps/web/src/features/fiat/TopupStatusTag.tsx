import type { TopupStatus } from '@mc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TopupStatus, string> = {
  submitted: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** A top-up's status as a coloured tag; its text is the one status label (`status`). */
export function TopupStatusTag({ status }: { status: TopupStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} data-testid="topup-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
