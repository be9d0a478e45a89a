import type { WebhookDeliveryStatus } from '@mc/contract';
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';

const COLOR: Record<WebhookDeliveryStatus, string> = {
  pending: 'processing',
  retrying: 'orange',
  succeeded: 'green',
  failed: 'red',
};

export function DeliveryStatusTag({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} data-testid="delivery-status" data-status={status}>
      {t(`webhooks.status.${status}`)}
    </Tag>
  );
}
