import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { AssetAmount } from '../../receive/AssetAmount';
import { formatTime } from '../../receive/time';
import type { Payout } from '../api';
import { PayoutStatusTag } from '../PayoutStatusTag';

/** Columns of the withdrawals to fiat. */
export function withdrawalColumns(t: TFunction): TableColumnsType<Payout> {
  return [
    { key: 'time', title: t('payout.col.time'), width: 170, render: (_, p) => formatTime(p.created_at) },
    { key: 'asset', title: t('payout.col.asset'), dataIndex: 'asset', width: 80 },
    {
      key: 'amount',
      title: t('payout.col.amount'),
      align: 'right',
      render: (_, p) => <AssetAmount value={p.amount} />,
    },
    {
      key: 'fee',
      title: t('payout.col.fee'),
      align: 'right',
      render: (_, p) => <AssetAmount value={p.fee} />,
    },
    { key: 'rate', title: t('payout.col.rate'), align: 'right', render: (_, p) => p.rate ?? '—' },
    {
      key: 'fiat',
      title: t('payout.col.fiatAmount'),
      align: 'right',
      render: (_, p) =>
        p.fiat_amount ? (
          <strong data-testid="withdrawal-fiat">
            <AssetAmount value={p.fiat_amount} />
          </strong>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      title: t('payout.col.status'),
      width: 130,
      render: (_, p) => <PayoutStatusTag status={p.status} />,
    },
  ];
}
