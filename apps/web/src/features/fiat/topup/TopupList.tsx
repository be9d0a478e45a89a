import { Card, Typography } from 'antd';
import { AmountDisplay } from '../../../components/AmountDisplay';
import { CursorTable } from '../../../components/list/CursorTable';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount, formatTime } from '../../receive/index';
import { type Topup, useTopups } from '../api';
import { TopupStatusTag } from '../TopupStatusTag';

const amount = (value: string | null, currency: string) =>
  value === null ? '—' : <AssetAmount value={value} asset={currency} />;

/** What a top-up added to the balance: a credit, signed and coloured as every movement is. */
const credit = (value: string | null, currency: string) =>
  value === null ? '—' : <AmountDisplay value={value} currency={currency} signed testId="topup-credited" />;

/** The merchant's top-ups, newest first: amounts claimed and credited, status, the reason of a rejection. */
export function TopupList() {
  const { t } = useTranslation();
  const list = useTopups();
  return (
    <Card size="small" title={t('fiat.topup.listTitle')} data-testid="topup-list">
      {list.error && <Typography.Text type="danger">{list.error.message}</Typography.Text>}
      <CursorTable<Topup>
        list={list}
        testId="topup-table"
        rowTestId="topup-row"
        scrollX="max-content"
        emptyText={t('fiat.topup.empty')}
        footer="more"
        columns={[
          { key: 'time', title: t('fiat.topup.col.time'), render: (_, r) => formatTime(r.created_at) },
          {
            key: 'amount',
            title: t('fiat.topup.col.amount'),
            render: (_, r) => amount(r.amount, r.currency),
          },
          {
            key: 'valueDate',
            title: t('fiat.topup.col.valueDate'),
            render: (_, r) => <span className="mc-nowrap">{r.value_date}</span>,
          },
          {
            key: 'account',
            title: t('fiat.topup.col.bankAccount'),
            render: (_, r) => `${r.bank_account.bank_name} ${r.bank_account.account_number_masked}`,
          },
          {
            key: 'status',
            title: t('fiat.topup.col.status'),
            render: (_, r) => <TopupStatusTag status={r.status} />,
          },
          {
            key: 'received',
            title: t('fiat.topup.col.received'),
            render: (_, r) => amount(r.amount_received, r.currency),
          },
          { key: 'fee', title: t('fiat.topup.col.fee'), render: (_, r) => amount(r.fee, r.currency) },
          {
            key: 'credited',
            title: t('fiat.topup.col.credited'),
            render: (_, r) => credit(r.credited, r.currency),
          },
          {
            key: 'reason',
            title: t('fiat.topup.col.reason'),
            render: (_, r) =>
              r.reason ? (
                <Typography.Text type="danger" data-testid="topup-reason">
                  {r.reason}
                </Typography.Text>
              ) : (
                '—'
              ),
          },
          {
            key: 'statement',
            title: t('fiat.topup.col.statement'),
            render: (_, r) => <span title={r.statement.mime}>{r.statement.name}</span>,
          },
        ]}
      />
    </Card>
  );
}
