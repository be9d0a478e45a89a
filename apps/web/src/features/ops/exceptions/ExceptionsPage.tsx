import type { OpsExceptionItem } from '@mc/contract';
import { type TableColumnsType, Tag, Typography } from 'antd';
import { FilterBar } from '../../../components/filters/FilterBar';
import { selectFilter } from '../../../components/filters/filterFields';
import { useSearchParamsPatch } from '../../../components/filters/useSearchParamsPatch';
import { ListPage } from '../../../components/list/ListPage';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount } from '../../receive/AssetAmount';
import { ReceiptStatusTag } from '../../receive/StatusTag';
import { formatTime } from '../../receive/time';
import { type ExceptionFilters, useExceptions } from '../api';
import { openColumn } from '../components/openColumn';
import { OrderDrawer } from './OrderDrawer';

const STATUSES = ['exception', 'accounting_exception', 'closed', 'reorged'] as const;
type QueueStatus = (typeof STATUSES)[number];
const isQueueStatus = (v: string | null): v is QueueStatus => STATUSES.some((s) => s === v);

/** /ops/exceptions: every merchant's receipt orders waiting for a decision, longest waiting first. */
export default function ExceptionsPage() {
  const { t } = useTranslation();
  const [params, update] = useSearchParamsPatch();
  const status = params.get('status');
  const filters: ExceptionFilters = {
    ...(isQueueStatus(status) ? { status } : {}),
    ...(params.get('merchant') ? { merchant_id: params.get('merchant') ?? undefined } : {}),
    ...(params.get('q') ? { q: params.get('q') ?? undefined } : {}),
  };
  const list = useExceptions(filters);
  const open = params.get('order');

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
      render: (_, o) =>
        o.exception_reason || o.reorged_after_confirmation ? (
          <>
            {o.exception_reason && <Tag>{t(`exceptionReason.${o.exception_reason}`)}</Tag>}
            {o.reorged_after_confirmation && <Tag color="red">{t('ops.exceptions.reorgedTag')}</Tag>}
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'created',
      title: t('ops.exceptions.created'),
      width: 170,
      render: (_, o) => formatTime(o.created_at),
    },
    openColumn<OpsExceptionItem>(t, (o) => update({ order: o.id }), 'ops-exception-open'),
  ];

  return (
    <ListPage<OpsExceptionItem>
      frame="card"
      above={
        <FilterBar
          value={filters}
          onChange={(next) => update({ q: next.q ?? null, status: next.status ?? null })}
          fields={[
            {
              kind: 'search',
              key: 'q',
              placeholder: t('ops.exceptions.search'),
              enterButton: t('ops.common.search'),
              maxLength: 100,
              style: { maxWidth: 420 },
              testId: 'ops-exception-search',
            },
            selectFilter(
              'status',
              STATUSES.map((s) => ({
                value: s,
                label:
                  s === 'closed'
                    ? t('ops.exceptions.closedFilter')
                    : s === 'reorged'
                      ? t('ops.exceptions.reorgedFilter')
                      : t(`status.${s}`),
              })),
              { all: t('ops.common.all'), label: t('ops.exceptions.statusFilter'), width: 180 },
            ),
          ]}
        >
          {filters.merchant_id && (
            <Tag closable onClose={() => update({ merchant: null })}>
              {list.rows[0]?.merchant_name ?? filters.merchant_id}
            </Tag>
          )}
        </FilterBar>
      }
      list={list}
      columns={columns}
      scrollX={1150}
      rowTestId="ops-exception"
      testId="ops-exceptions-table"
      footerTestId="ops-exceptions"
    >
      <OrderDrawer id={open} onClose={() => update({ order: null })} />
    </ListPage>
  );
}
