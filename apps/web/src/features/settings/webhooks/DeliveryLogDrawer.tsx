import { ReloadOutlined } from '@ant-design/icons';
import {
  type WebhookDelivery,
  type WebhookEndpoint,
  webhookDeliveryStatuses,
  webhookEventTypes,
} from '@mc/contract';
import { Button, Drawer, Grid } from 'antd';
import { useState } from 'react';
import { FilterBar } from '../../../components/filters/FilterBar';
import { type FilterField, selectFilter } from '../../../components/filters/filterFields';
import { CursorTable } from '../../../components/list/CursorTable';
import { openOnRowClick } from '../../../components/list/openOnRowClick';
import { useTranslation } from '../../../lib/useTranslation';
import { type DeliveryFilters, useWebhookDeliveries } from './api';
import { DeliveryDetailDrawer } from './DeliveryDetailDrawer';
import { deliveryColumns } from './deliveryColumns';
import { eventLabel } from './eventLabels';
import { ResendFailedModal } from './ResendFailedModal';

/** One endpoint's delivery log: filtered by event, status and days; a row opens the delivery. */
export function DeliveryLogDrawer({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={endpoint !== null}
      onClose={onClose}
      size={screens.md ? 1040 : '100%'}
      title={
        <div className="mc-webhook-drawer-title">
          <div>{t('webhooks.log.title')}</div>
          <div className="mc-mono mc-webhook-break mc-webhook-note">{endpoint?.url}</div>
        </div>
      }
      destroyOnHidden
      data-testid="delivery-log"
    >
      {endpoint ? <DeliveryLog endpoint={endpoint} /> : null}
    </Drawer>
  );
}

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<DeliveryFilters>({});
  const [openId, setOpenId] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const list = useWebhookDeliveries(endpoint.id, filters);
  const fields: FilterField<DeliveryFilters>[] = [
    selectFilter(
      'event_type',
      webhookEventTypes.map((type) => ({ value: type, label: eventLabel(t, type) })),
      {
        all: t('webhooks.log.allEvents'),
        label: t('webhooks.log.event'),
        testId: 'delivery-filter-event',
        width: 200,
      },
    ),
    selectFilter(
      'status',
      webhookDeliveryStatuses.map((s) => ({ value: s, label: t(`webhooks.status.${s}`) })),
      {
        all: t('webhooks.log.allStatuses'),
        label: t('webhooks.log.status'),
        testId: 'delivery-filter-status',
        width: 130,
      },
    ),
    {
      kind: 'dateRange',
      from: 'from',
      to: 'to',
      fromLabel: t('webhooks.log.from'),
      toLabel: t('webhooks.log.to'),
      testId: 'delivery-filter-date',
    },
  ];

  return (
    <>
      <FilterBar<DeliveryFilters> fields={fields} value={filters} onChange={setFilters}>
        <Button
          icon={<ReloadOutlined />}
          onClick={list.refresh}
          loading={list.isRefreshing}
          data-testid="delivery-refresh"
        >
          {t('webhooks.log.refresh')}
        </Button>
        <Button onClick={() => setResending(true)} data-testid="delivery-resend-failed">
          {t('webhooks.log.resendFailed')}
        </Button>
      </FilterBar>
      <CursorTable<WebhookDelivery>
        list={list}
        columns={deliveryColumns(t)}
        testId="delivery-table"
        rowTestId="delivery-row"
        onRow={(d) => ({ onClick: openOnRowClick(() => setOpenId(d.id)), className: 'mc-webhook-log-row' })}
        size="small"
        scrollX="max-content"
        emptyText={t('webhooks.log.empty')}
        footer="more"
        footerTexts={{ loadMore: 'settings.common.loadMore' }}
      />
      <DeliveryDetailDrawer id={openId} onClose={() => setOpenId(null)} />
      <ResendFailedModal
        endpointId={endpoint.id}
        open={resending}
        range={filters}
        onClose={() => setResending(false)}
      />
    </>
  );
}
