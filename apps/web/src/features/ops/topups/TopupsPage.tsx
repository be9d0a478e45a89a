import { type TopupStatus, topupStatuses } from '@mc/contract';
import { Alert, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { FilterBar } from '../../../components/filters/FilterBar';
import { selectFilter } from '../../../components/filters/filterFields';
import { useSearchParamsPatch } from '../../../components/filters/useSearchParamsPatch';
import { ListPage } from '../../../components/list/ListPage';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount, formatTime } from '../../receive/index';
import { openColumn } from '../components/openColumn';
import { RefreshButton } from '../components/RefreshButton';
import { type OpsTopup, useOpsTopups } from './api';
import { CurrenciesCard } from './CurrenciesCard';
import { TopupDrawer } from './TopupDrawer';

const isStatus = (v: string | null): v is TopupStatus => topupStatuses.some((s) => s === v);

/** /ops/topups: every merchant's top-up claims waiting for review, oldest first; and the fiat currencies. */
export default function TopupsPage() {
  const { t } = useTranslation();
  const [params, update] = useSearchParamsPatch();
  const raw = params.get('status');
  const status: TopupStatus = isStatus(raw) ? raw : 'submitted';
  const list = useOpsTopups(status);
  const [open, setOpen] = useState<OpsTopup | null>(null);
  const amount = (value: string | null, r: OpsTopup) =>
    value === null ? '—' : <AssetAmount value={value} asset={r.currency} />;

  const columns: TableColumnsType<OpsTopup> = [
    { key: 'merchant', title: t('ops.topups.merchant'), width: 160, render: (_, r) => r.merchant_name },
    {
      key: 'reference',
      title: t('ops.topups.reference'),
      width: 120,
      render: (_, r) => <code>{r.reference}</code>,
    },
    {
      key: 'claimed',
      title: t('ops.topups.claimed'),
      width: 140,
      align: 'right',
      render: (_, r) => amount(r.amount, r),
    },
    {
      key: 'received',
      title: t('ops.topups.received'),
      width: 140,
      align: 'right',
      render: (_, r) => amount(r.amount_received, r),
    },
    { key: 'valueDate', title: t('ops.topups.valueDate'), width: 110, dataIndex: 'value_date' },
    {
      key: 'payer',
      title: t('ops.topups.payer'),
      width: 200,
      render: (_, r) => `${r.bank_account.bank_name} ${r.bank_account.account_number_masked}`,
    },
    {
      key: 'created',
      title: t('ops.topups.created'),
      width: 170,
      render: (_, r) => formatTime(r.created_at),
    },
    openColumn<OpsTopup>(t, setOpen, 'ops-topup-open'),
  ];

  return (
    <div className="mc-ops-stack">
      <ListPage<OpsTopup>
        frame="card"
        title={t('ops.topups.queueTitle')}
        above={
          <>
            <FilterBar
              value={{ status }}
              onChange={(next) =>
                update({ status: next.status === 'submitted' ? null : (next.status ?? null) })
              }
              fields={[
                selectFilter(
                  'status',
                  topupStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
                  { label: t('ops.topups.statusFilter'), testId: 'ops-topup-status-filter', width: 200 },
                ),
              ]}
            >
              <RefreshButton list={list} />
            </FilterBar>
            {list.error && <Alert type="error" showIcon title={list.error.message} />}
          </>
        }
        list={list}
        columns={columns}
        scrollX={1100}
        emptyText={status === 'submitted' ? t('ops.topups.emptyPending') : t('ops.common.empty')}
        rowTestId="ops-topup"
        testId="ops-topups-table"
        footerTestId="ops-topups"
      />
      <CurrenciesCard />
      <TopupDrawer topup={open} onChange={setOpen} onClose={() => setOpen(null)} />
    </div>
  );
}
