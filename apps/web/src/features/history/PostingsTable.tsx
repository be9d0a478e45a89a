import { type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { ListTable } from '../../components/list/ListTable';
import { useTranslation } from '../../lib/useTranslation';
import { AssetAmount } from '../receive/index';
import type { HistoryDetail } from './api';
import { moneyColumn } from './moneyColumn';
import { SignedAmount } from './SignedAmount';

type Posting = HistoryDetail['postings'][number];

/** An account's name: a bucket of the merchant, or a platform account (`chain_clearing:TRC20`…). */
export function accountLabel(t: TFunction, posting: Pick<Posting, 'account' | 'owner'>): string {
  if (posting.owner === 'merchant') return t(`bucket.${posting.account}`, { defaultValue: posting.account });
  const [name = '', network = ''] = posting.account.split(':');
  return t(`history.account.${name}`, { network, defaultValue: posting.account });
}

function columns(t: TFunction): TableColumnsType<Posting> {
  return [
    {
      key: 'account',
      title: t('history.detail.account'),
      render: (_, p) => (
        <span data-testid="posting-account" data-account={p.account}>
          {accountLabel(t, p)}
        </span>
      ),
    },
    {
      key: 'owner',
      title: t('history.detail.owner'),
      render: (_, p) => (
        <Tag color={p.owner === 'merchant' ? 'blue' : 'default'}>{t(`history.detail.owners.${p.owner}`)}</Tag>
      ),
    },
    { key: 'asset', title: t('history.col.asset'), dataIndex: 'asset' },
    moneyColumn<Posting>('amount', t('history.detail.postingAmount'), (p) => (
      <SignedAmount value={p.amount} />
    )),
    moneyColumn<Posting>('balance', t('history.detail.balanceAfter'), (p) =>
      p.balance_after === null ? '—' : <AssetAmount value={p.balance_after} />,
    ),
  ];
}

/** The journal entry's postings, so that a row can be reconciled by eye. */
export function PostingsTable({ postings }: { postings: HistoryDetail['postings'] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="history-postings">
      <Typography.Title level={5}>{t('history.detail.postings')}</Typography.Title>
      <Typography.Text type="secondary" className="mc-history-postings-hint">
        {t('history.detail.postingsHint')}
      </Typography.Text>
      <ListTable<Posting>
        size="small"
        rowKey={(p) => `${p.owner}:${p.account}:${p.asset}:${p.amount}`}
        columns={columns(t)}
        rows={postings}
        scrollX="max-content"
        onRow={() => ({ 'data-testid': 'posting-row' })}
      />
    </div>
  );
}
