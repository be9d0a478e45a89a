import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { AssetAmount } from '../../receive/AssetAmount';
import type { Payout } from '../api';
import { payoutColumn as column } from '../payoutColumns';

/** Columns of the withdrawals to fiat. */
export function withdrawalColumns(t: TFunction): TableColumnsType<Payout> {
  return [
    column.time(t),
    column.asset(t),
    column.amount(t),
    column.fee(t),
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
    column.status(t),
  ];
}
