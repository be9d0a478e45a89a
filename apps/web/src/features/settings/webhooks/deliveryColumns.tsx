import type { WebhookDelivery } from '@mc/contract';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { LongId } from '../../../components/LongId';
import { formatTime } from '../time';
import { DeliveryStatusTag } from './DeliveryStatusTag';
import { httpStatusText, msText } from './deliveryText';
import { eventLabel } from './eventLabels';

/** The delivery log's columns: when, what, how it went, when it is tried next. */
export function deliveryColumns(t: TFunction): TableColumnsType<WebhookDelivery> {
  return [
    { title: t('webhooks.log.time'), dataIndex: 'created_at', render: (v: string) => formatTime(v) },
    {
      title: t('webhooks.log.status'),
      dataIndex: 'status',
      render: (v: WebhookDelivery['status']) => <DeliveryStatusTag status={v} />,
    },
    {
      title: t('webhooks.log.lastStatus'),
      dataIndex: 'last_status_code',
      align: 'right',
      render: (v: number | null, d) => (
        <span data-testid="delivery-http">{httpStatusText(v, d.attempts, t('webhooks.log.noAnswer'))}</span>
      ),
    },
    {
      title: t('webhooks.log.event'),
      dataIndex: 'event_type',
      render: (v: WebhookDelivery['event_type']) => (
        <span className="mc-mono" title={eventLabel(t, v)} data-testid="delivery-event">
          {v}
        </span>
      ),
    },
    {
      title: t('webhooks.log.object'),
      dataIndex: 'object_id',
      render: (v: string) => <LongId value={v} head={8} tail={4} />,
    },
    { title: t('webhooks.log.attempts'), dataIndex: 'attempts', align: 'right' },
    {
      title: t('webhooks.log.duration'),
      dataIndex: 'last_duration_ms',
      align: 'right',
      render: (v: number | null) => msText(v),
    },
    {
      title: t('webhooks.log.nextRetry'),
      dataIndex: 'next_attempt_at',
      render: (v: string | null) => formatTime(v),
    },
  ];
}
