import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { LongId } from '../../components/LongId';
import { AssetAmount, formatTime } from '../receive/index';
import type { HistoryRow } from './api';
import { BalanceTag } from './BalanceTag';
import { HistoryRemark } from './HistoryRemark';
import { HistoryStatusTag } from './HistoryStatusTag';
import { historyTypeLabel } from './historyLabels';
import { moneyColumn } from './moneyColumn';
import { ObjectLink } from './ObjectLink';
import { SignedAmount } from './SignedAmount';

/**
 * Columns of the transaction history: when, what, which balance it moved, amount − fee = net (the
 * balance's change), that balance after it, and what it belongs to.
 */
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
          {historyTypeLabel(t, r.type)}
        </span>
      ),
    },
    { key: 'balance', title: t('history.col.balance'), render: (_, r) => <BalanceTag balance={r.balance} /> },
    { key: 'asset', title: t('history.col.asset'), dataIndex: 'asset', width: 80 },
    moneyColumn<HistoryRow>('amount', t('history.col.amount'), (r) => <SignedAmount value={r.amount} />),
    moneyColumn<HistoryRow>('fee', t('history.col.fee'), (r) => (
      <span data-testid="history-fee">
        <AssetAmount value={r.fee} />
      </span>
    )),
    moneyColumn<HistoryRow>('net', t('history.col.net'), (r) => (
      <strong>
        <SignedAmount value={r.net} testId="history-net" />
      </strong>
    )),
    moneyColumn<HistoryRow>('balanceAfter', t('history.col.balanceAfter'), (r) => (
      <span data-testid="history-balance-after">
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
      key: 'counterparty',
      title: t('history.col.counterparty'),
      render: (_, r) =>
        r.counterparty ? (
          <LongId value={r.counterparty} head={6} tail={6} testId="history-counterparty" />
        ) : (
          '—'
        ),
    },
    { key: 'remark', title: t('history.col.remark'), render: (_, r) => <HistoryRemark value={r.remark} /> },
    {
      key: 'object',
      title: t('history.col.object'),
      fixed: 'right',
      render: (_, r) => <ObjectLink row={r} />,
    },
  ];
}
