import type { WebhookEndpoint } from '@mc/contract';
import { Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatTime } from '../time';
import { endpointState, previousSecretUntil, STATE_COLOR } from './endpointState';
import { eventLabel } from './eventLabels';

/** The endpoints table's columns (the actions column is the tab's). */
export function endpointColumns(t: TFunction, now: Date): TableColumnsType<WebhookEndpoint> {
  return [
    {
      title: t('webhooks.col.url'),
      dataIndex: 'url',
      render: (url: string, e) => (
        <div className="mc-webhook-url-cell">
          <div className="mc-mono mc-webhook-break" data-testid="webhook-row-url">
            {url}
          </div>
          <Typography.Text type="secondary">{e.description || t('webhooks.noDescription')}</Typography.Text>
        </div>
      ),
    },
    {
      title: t('webhooks.col.events'),
      dataIndex: 'events',
      render: (events: WebhookEndpoint['events']) =>
        events.includes('*') ? (
          <Tag color="blue">{t('webhooks.allEvents')}</Tag>
        ) : (
          <Space size={4} wrap className="mc-webhook-event-tags">
            {events.map((type) => (
              <Tooltip key={type} title={type}>
                <Tag>{eventLabel(t, type)}</Tag>
              </Tooltip>
            ))}
          </Space>
        ),
    },
    {
      title: t('webhooks.col.status'),
      key: 'status',
      render: (_, e) => {
        const { state, since } = endpointState(e);
        return (
          <div>
            <Tag color={STATE_COLOR[state]} data-testid="webhook-row-status" data-state={state}>
              {t(`webhooks.state.${state}`)}
            </Tag>
            {since ? (
              <div className="mc-webhook-note">
                {t(state === 'failing' ? 'webhooks.failingSince' : 'webhooks.disabledSince', {
                  time: formatTime(since),
                })}
              </div>
            ) : null}
          </div>
        );
      },
    },
    {
      title: t('webhooks.col.lastDelivery'),
      dataIndex: 'last_delivery_at',
      render: (v: string | null) => (v ? formatTime(v) : t('webhooks.never')),
    },
    {
      title: t('webhooks.col.secret'),
      key: 'secret',
      render: (_, e) => {
        const until = previousSecretUntil(e, now);
        return (
          <div>
            <span className="mc-mono" data-testid="webhook-row-secret">{`whsec_…${e.secret_hint}`}</span>
            {until ? (
              <div className="mc-webhook-note">
                {t('webhooks.previousSecret', { time: formatTime(until) })}
              </div>
            ) : null}
            {e.legacy_secret ? (
              <div className="mc-webhook-note" data-testid="webhook-row-legacy-secret">
                {t('webhooks.legacySecret')}
              </div>
            ) : null}
          </div>
        );
      },
    },
  ];
}
