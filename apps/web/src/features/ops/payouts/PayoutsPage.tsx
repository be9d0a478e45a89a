import { type PayoutStatus, payoutStatuses } from '@mc/contract';
import { Alert, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { FilterBar } from '../../../components/filters/FilterBar';
import { selectFilter } from '../../../components/filters/filterFields';
import { useSearchParamsPatch } from '../../../components/filters/useSearchParamsPatch';
import { ListPage } from '../../../components/list/ListPage';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount } from '../../receive/AssetAmount';
import { formatTime } from '../../receive/time';
import { type OpsPayout, useOpsPayouts } from '../api';
import { openColumn } from '../components/openColumn';
import { RefreshButton } from '../components/RefreshButton';
import { twoLines } from '../components/TwoLines';
import { Destination, KindTag, useNow, WaitOrDecision } from './PayoutCells';
import { PayoutDrawer } from './PayoutDrawer';
import { ThresholdCard } from './ThresholdCard';

const isStatus = (v: string | null): v is PayoutStatus => payoutStatuses.some((s) => s === v);

/** /ops/payouts: payouts at or above the threshold waiting for an operator, oldest first; and the threshold. */
export default function PayoutsPage() {
  const { t } = useTranslation();
  const [params, update] = useSearchParamsPatch();
  const raw = params.get('status');
  const status: PayoutStatus = isStatus(raw) ? raw : 'pending_approval';
  const list = useOpsPayouts({ status });
  const [open, setOpen] = useState<OpsPayout | null>(null);
  const now = useNow();
  const pending = status === 'pending_approval';

  const columns: TableColumnsType<OpsPayout> = [
    {
      key: 'merchant',
      title: t('ops.payouts.merchant'),
      width: 140,
      render: (_, p) => (
        <div className="mc-ops-two-lines">
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {p.merchant_name}
          </Typography.Text>
          <Typography.Text type="secondary" className="mc-ops-small">
            {p.id.slice(0, 8)}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'kind', title: t('ops.payouts.kind'), width: 110, render: (_, p) => <KindTag payout={p} /> },
    {
      key: 'asset',
      title: t('ops.payouts.assetNetwork'),
      width: 100,
      render: (_, p) => twoLines(p.asset, p.network ?? '—'),
    },
    {
      key: 'amount',
      title: t('ops.payouts.amount'),
      width: 90,
      align: 'right',
      render: (_, p) => <AssetAmount value={p.amount} />,
    },
    // looking back, the fee gives way to who decided (it stays in the drawer)
    ...(pending
      ? [
          {
            key: 'fee',
            title: t('ops.payouts.fee'),
            width: 80,
            align: 'right' as const,
            render: (_: unknown, p: OpsPayout) => <AssetAmount value={p.fee} />,
          },
        ]
      : []),
    {
      key: 'total',
      title: t('ops.payouts.total'),
      width: 120,
      align: 'right',
      render: (_, p) => (
        <Typography.Text strong>
          <AssetAmount value={p.total} asset={p.asset} />
        </Typography.Text>
      ),
    },
    {
      key: 'destination',
      title: t('ops.payouts.destination'),
      width: 170,
      render: (_, p) => <Destination payout={p} />,
    },
    {
      key: 'created',
      title: t('ops.payouts.created'),
      width: 100,
      render: (_, p) => {
        const [day = '', time = ''] = formatTime(p.created_at).split(' ');
        return twoLines(day, time);
      },
    },
    {
      key: 'waited',
      title: pending ? t('ops.payouts.waitedTitle') : t('ops.payouts.decidedBy'),
      width: pending ? 100 : 170,
      render: (_, p) => <WaitOrDecision payout={p} now={now} />,
    },
    openColumn<OpsPayout>(t, setOpen, 'ops-payout-open', () =>
      pending ? t('ops.common.view') : t('ops.payouts.details'),
    ),
  ];

  return (
    <div className="mc-ops-stack">
      <ThresholdCard />
      <ListPage<OpsPayout>
        frame="card"
        title={t('ops.payouts.queueTitle')}
        above={
          <>
            <FilterBar
              value={{ status }}
              onChange={(next) =>
                update({ status: next.status === 'pending_approval' ? null : (next.status ?? null) })
              }
              fields={[
                selectFilter(
                  'status',
                  payoutStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
                  { label: t('ops.payouts.statusFilter'), testId: 'ops-payout-status', width: 200 },
                ),
              ]}
            >
              <RefreshButton list={list} testId="ops-payout-refresh" />
              {pending && <Typography.Text type="secondary">{t('ops.payouts.queueHint')}</Typography.Text>}
            </FilterBar>
            {list.error && <Alert type="error" showIcon title={list.error.message} />}
          </>
        }
        list={list}
        columns={columns}
        scrollX={1100}
        emptyText={pending ? t('ops.payouts.emptyPending') : t('ops.common.empty')}
        rowTestId="ops-payout"
        testId="ops-payouts-table"
        footerTestId="ops-payouts"
      />
      <PayoutDrawer payout={open} onChange={setOpen} onClose={() => setOpen(null)} />
    </div>
  );
}
