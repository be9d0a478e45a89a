import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { AssetAmount } from '../receive/AssetAmount';
import { formatTime } from '../receive/time';
import type { Payout } from './api';
import { PayoutStatusTag } from './PayoutStatusTag';

type Column = TableColumnsType<Payout>[number];

const amountColumn = (t: TFunction, key: 'amount' | 'fee' | 'total'): Column => ({
  key,
  title: t(`payout.col.${key}`),
  align: 'right',
  render: (_, p) => <AssetAmount value={p[key]} />,
});

/** The columns every payout list shows: when, which asset, how much, at what fee, and its status. */
export const payoutColumn = {
  time: (t: TFunction): Column => ({
    key: 'time',
    title: t('payout.col.time'),
    width: 170,
    render: (_, p) => formatTime(p.created_at),
  }),
  asset: (t: TFunction): Column => ({
    key: 'asset',
    title: t('payout.col.asset'),
    dataIndex: 'asset',
    width: 80,
  }),
  amount: (t: TFunction) => amountColumn(t, 'amount'),
  fee: (t: TFunction) => amountColumn(t, 'fee'),
  total: (t: TFunction) => amountColumn(t, 'total'),
  status: (t: TFunction): Column => ({
    key: 'status',
    title: t('payout.col.status'),
    width: 130,
    render: (_, p) => <PayoutStatusTag status={p.status} />,
  }),
};
