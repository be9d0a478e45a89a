import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { LongId } from '../../components/LongId';
import { AssetAmount, formatTime } from '../receive/index';
import type { HistoryRow } from './api';
import { HistoryStatusTag } from './HistoryStatusTag';
import { moneyColumn } from './moneyColumn';
import { ObjectLink } from './ObjectLink';
import { SignedAmount } from './SignedAmount';

const longId = (value: string | null, testId: string) =>
  value ? <LongId value={value} head={6} tail={6} testId={testId} /> : '—';

/** Columns of the transaction history: when, what, how much, the balance after, and what it belongs to. */
export function historyColumns(t: TFunction): TableColumnsType<HistoryRow> {
  return [
    {
      key: 'time',
      title: t('history.col.time'),
      width: 170,
      render: (_, r) => <span data-testid="history-time">{formatTime(r.created_at)}</span>,
    },
    {
      key: 'type',
      title: t('history.col.type'),
      width: 140,
      render: (_, r) => (
        <span data-testid="history-type" data-type={r.type}>
          {t(`history.type.${r.type}`)}
        </span>
      ),
    },
    { key: 'asset', title: t('history.col.asset'), dataIndex: 'asset', width: 80 },
    moneyColumn<HistoryRow>('amount', t('history.col.amount'), (r) => <SignedAmount value={r.amount} />),
    moneyColumn<HistoryRow>('fee', t('history.col.fee'), (r) => <AssetAmount value={r.fee} />),
    moneyColumn<HistoryRow>('balance', t('history.col.balance'), (r) => (
      <span data-testid="history-balance">
        <AssetAmount value={r.balance_after} />
      </span>
    )),
    {
      key: 'status',
      title: t('history.col.status'),
      width: 120,
      render: (_, r) => <HistoryStatusTag row={r} />,
    },
    {
      key: 'order',
      title: t('history.col.orderNo'),
      render: (_, r) => longId(r.order_no, 'history-order-no'),
    },
    {
      key: 'counterparty',
      title: t('history.col.counterparty'),
      render: (_, r) => longId(r.counterparty, 'history-counterparty'),
    },
    { key: 'tx', title: t('history.col.txHash'), render: (_, r) => longId(r.tx_hash, 'history-tx') },
    {
      key: 'object',
      title: t('history.col.object'),
      fixed: 'right',
      render: (_, r) => <ObjectLink row={r} />,
    },
  ];
}
