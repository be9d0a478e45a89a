import type { ReceiptStatus } from '@mc/contract';
import { Tag } from 'antd';
import { useTranslation } from '../../lib/useTranslation';
import { STATUS_COLOR, statusLabelKey } from './status';

/** A receipt order's status as a coloured tag with its cn/en label. */
export function ReceiptStatusTag({ status }: { status: ReceiptStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="receipt-status" data-status={status}>
      {t(statusLabelKey(status))}
    </Tag>
  );
}
