import type { OpsExceptionItem } from '@mc/contract';
import { Button, Card, Input, Select, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListFooter } from '../../../components/ListFooter';
import { AssetAmount } from '../../receive/AssetAmount';
import { ReceiptStatusTag } from '../../receive/StatusTag';
import { formatTime } from '../../receive/time';
import { type ExceptionFilters, useExceptions } from '../api';
import { OrderDrawer } from './OrderDrawer';

const STATUSES = ['exception', 'accounting_exception'] as const;
type QueueStatus = (typeof STATUSES)[number];
const isQueueStatus = (v: string | null): v is QueueStatus => STATUSES.some((s) => s === v);

/** /ops/exceptions: every merchant's receipt orders waiting for a decision, longest waiting first. */
export default function ExceptionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: ExceptionFilters = {
    ...(isQueueStatus(status) ? { status } : {}),
    ...(params.get('merchant') ? { merchant_id: params.get('merchant') ?? undefined } : {}),
    ...(params.get('q') ? { q: params.get('q') ?? undefined } : {}),
  };
  const query = useExceptions(filters);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const open = params.get('order');

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });

  const columns: TableColumnsType<OpsExceptionItem> = [
    {
      key: 'no',
      title: t('ops.exceptions.orderNo'),
      width: 180,
      render: (_, o) => (
        <Typography.Text strong className="mc-ops-break">
          {o.merchant_order_no}
        </Typography.Text>
      ),
    },
    {
      key: 'merchant',
      title: t('ops.exceptions.merchant'),
      width: 220,
      render: (_, o) => (
        <div className="mc-ops-two-lines">
          <Typography.Text ellipsis={{ tooltip: o.merchant_name }}>{o.merchant_name}</Typography.Text>
          <Typography.Text type="secondary" ellipsis={{ tooltip: o.merchant_email }} className="mc-ops-small">
            {o.merchant_email}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'amount',
      title: t('ops.exceptions.amount'),
      width: 160,
      align: 'right',
      render: (_, o) => <AssetAmount value={o.amount} asset={`${o.asset} · ${o.network}`} />,
    },
    {
      key: 'received',
      title: t('ops.exceptions.received'),
      width: 130,
      align: 'right',
      render: (_, o) => <AssetAmount value={o.received_amount} asset={o.asset} />,
    },
    {
      key: 'status',
      title: t('ops.exceptions.status'),
      width: 120,
      render: (_, o) => <ReceiptStatusTag status={o.status} />,
    },
    {
      key: 'reason',
      title: t('ops.exceptions.reason'),
      width: 110,
      render: (_, o) => (o.exception_reason ? <Tag>{t(`exceptionReason.${o.exception_reason}`)}</Tag> : '—'),
    },
    {
      key: 'created',
      title: t('ops.exceptions.created'),
      width: 170,
      render: (_, o) => formatTime(o.created_at),
    },
    {
      key: 'actions',
      title: t('ops.common.actions'),
      width: 90,
      fixed: 'right',
      render: (_, o) => (
        <Button
          size="small"
          type="primary"
          ghost
          onClick={() => update({ order: o.id })}
          data-testid="ops-exception-open"
        >
          {t('ops.common.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card className="mc-ops-card">
      <div className="mc-ops-filters">
        <Input.Search
          allowClear
          defaultValue={params.get('q') ?? ''}
          placeholder={t('ops.exceptions.search')}
          enterButton={t('ops.common.search')}
          maxLength={100}
          style={{ maxWidth: 420 }}
          onSearch={(q) => update({ q: q.trim() || null })}
          data-testid="ops-exception-search"
        />
        <Select
          style={{ width: 180 }}
          value={isQueueStatus(status) ? status : 'all'}
          onChange={(v) => update({ status: v === 'all' ? null : v })}
          options={[
            { value: 'all', label: t('ops.common.all') },
            ...STATUSES.map((s) => ({ value: s, label: t(`receiptStatus.${s}`) })),
          ]}
          aria-label={t('ops.exceptions.statusFilter')}
        />
        {filters.merchant_id && (
          <Tag closable onClose={() => update({ merchant: null })}>
            {rows[0]?.merchant_name ?? filters.merchant_id}
          </Tag>
        )}
      </div>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isLoading}
        pagination={false}
        scroll={{ x: 1150 }}
        onRow={(o) => ({ 'data-testid': `ops-exception-${o.id}` }) as object}
        data-testid="ops-exceptions-table"
      />
      <ListFooter
        count={rows.length}
        hasMore={Boolean(query.hasNextPage)}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        testId="ops-exceptions"
      />
      <OrderDrawer id={open} onClose={() => update({ order: null })} />
    </Card>
  );
}
