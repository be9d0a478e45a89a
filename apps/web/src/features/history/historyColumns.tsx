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
      // the day above the time: the column stays narrow and neither is broken inside
      render: (_, r) => {
        const [day, time] = formatTime(r.created_at).split(' ');
        return (
          <span data-testid="history-time" className="mc-history-time">
            <span>{day}</span> <span>{time}</span>
          </span>
        );
      },
    },
    {
      key: 'type',
      title: t('history.col.type'),
      render: (_, r) => (
        <span data-testid="history-type" data-type={r.type}>
          {historyTypeLabel(t, r.type)}
        </span>
      ),
    },
    {
      key: 'balance',
      title: t('history.col.balance'),
      render: (_, r) => (
        <span className="mc-history-balance">
          <span data-testid="history-asset">{r.asset}</span>
          <BalanceTag balance={r.balance} />
        </span>
      ),
    },
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
      render: (_, r) => <HistoryStatusTag row={r} />,
    },
    {
      key: 'counterparty',
      title: t('history.col.counterparty'),
      render: (_, r) =>
        r.counterparty ? (
          <LongId value={r.counterparty} head={4} tail={4} testId="history-counterparty" />
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
