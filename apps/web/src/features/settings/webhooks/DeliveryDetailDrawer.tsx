import { webhooksApi as api, type WebhookAttempt, type WebhookDeliveryDetail } from '@mc/contract';
import { Alert, Button, Descriptions, Drawer, Empty, Grid, Skeleton, Space, Tag, Typography } from 'antd';
import { LongId } from '../../../components/LongId';
import { call } from '../../../lib/http/client';
import { useTranslation } from '../../../lib/useTranslation';
import { formatTime } from '../time';
import { useSettingsAction } from '../useSettingsAction';
import { useWebhookDelivery } from './api';
import { DeliveryStatusTag } from './DeliveryStatusTag';
import { msText, prettyJson } from './deliveryText';
import { eventLabel } from './eventLabels';

/** One delivery: its event body as sent, every attempt, and "resend" (same event id). */
export function DeliveryDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const run = useSettingsAction();
  const detail = useWebhookDelivery(id);
  const d = detail.data;
  const resend = () =>
    run(async () => {
      await call(api.resendWebhookDelivery, undefined, { params: { id: id ?? '' } });
      return t('webhooks.detail.resent');
    });

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={screens.md ? 720 : '100%'}
      title={t('webhooks.detail.title')}
      extra={
        d && (
          <Space>
            <DeliveryStatusTag status={d.status} />
            <Button type="primary" onClick={() => void resend()} data-testid="delivery-resend">
              {t('webhooks.detail.resend')}
            </Button>
          </Space>
        )
      }
      destroyOnHidden
      data-testid="delivery-detail"
    >
      {detail.error && <Alert type="error" showIcon title={detail.error.message} />}
      {!d && !detail.error && <Skeleton active />}
      {d && (
        <Space orientation="vertical" size={20} style={{ width: '100%' }}>
          <Facts d={d} vertical={!screens.md} />
          <section>
            <Typography.Title level={5}>{t('webhooks.detail.body')}</Typography.Title>
            <pre className="mc-webhook-json" data-testid="delivery-body">
              {prettyJson(d.payload)}
            </pre>
          </section>
          <section>
            <Typography.Title level={5}>{t('webhooks.detail.attempts')}</Typography.Title>
            {d.attempts_log.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('webhooks.detail.noAttempts')} />
            ) : (
              <ol className="mc-webhook-attempts" data-testid="delivery-attempts">
                {[...d.attempts_log].reverse().map((a) => (
                  <Attempt key={a.at} a={a} />
                ))}
              </ol>
            )}
          </section>
        </Space>
      )}
    </Drawer>
  );
}

function Facts({ d, vertical }: { d: WebhookDeliveryDetail; vertical: boolean }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      layout={vertical ? 'vertical' : 'horizontal'}
      styles={{ label: { whiteSpace: 'nowrap' } }}
    >
      <Descriptions.Item label={t('webhooks.log.event')}>
        <span className="mc-mono">{d.event_type}</span> · {eventLabel(t, d.event_type)}
      </Descriptions.Item>
      <Descriptions.Item label={t('webhooks.detail.eventId')}>
        <LongId value={d.event_id} head={12} tail={8} testId="delivery-event-id" />
      </Descriptions.Item>
      <Descriptions.Item label={t('webhooks.log.object')}>
        <LongId value={d.object_id} head={12} tail={8} />
      </Descriptions.Item>
      <Descriptions.Item label={t('webhooks.detail.created')}>{formatTime(d.created_at)}</Descriptions.Item>
      <Descriptions.Item label={t('webhooks.log.nextRetry')}>
        {formatTime(d.next_attempt_at)}
      </Descriptions.Item>
      <Descriptions.Item label={t('webhooks.detail.id')}>
        <LongId value={d.id} head={12} tail={8} />
      </Descriptions.Item>
    </Descriptions>
  );
}

function Attempt({ a }: { a: WebhookAttempt }) {
  const { t } = useTranslation();
  const ok = a.status_code !== null && a.status_code >= 200 && a.status_code < 300;
  return (
    <li className="mc-webhook-attempt" data-testid="delivery-attempt">
      <div className="mc-webhook-attempt-head">
        <Tag color={ok ? 'green' : 'red'} data-testid="delivery-attempt-status">
          {a.status_code ?? t('webhooks.log.noAnswer')}
        </Tag>
        <span>{formatTime(a.at)}</span>
        <Typography.Text type="secondary">{msText(a.duration_ms)}</Typography.Text>
      </div>
      {a.error ? (
        <div className="mc-webhook-attempt-error">
          {t('webhooks.detail.error')}: {a.error}
        </div>
      ) : null}
      {a.response_excerpt !== null ? (
        <>
          <Typography.Text type="secondary">
            {t('webhooks.detail.response')}
            {a.response_truncated ? ` ${t('webhooks.detail.truncated')}` : ''}
          </Typography.Text>
          <pre className="mc-webhook-json mc-webhook-excerpt">{a.response_excerpt || ' '}</pre>
        </>
      ) : null}
    </li>
  );
}
