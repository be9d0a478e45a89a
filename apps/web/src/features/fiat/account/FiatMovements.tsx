import type { HistoryRow } from '@mc/contract';
import { Button, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AssetAmount, formatTime } from '../../receive/index';
import { useFiatMovements } from '../api';

/** The latest movements of one fiat currency (from the transaction history), with a link to all of them. */
export function FiatMovements({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const movements = useFiatMovements(currency);
  return (
    <Card
      size="small"
      className="mc-fiat-movements"
      title={`${t('fiat.account.movements')} · ${currency}`}
      extra={
        <Button type="link" onClick={() => navigate(`/transaction-history?asset=${currency}`)}>
          {t('fiat.account.allMovements')}
        </Button>
      }
      style={{ marginTop: 16 }}
      data-testid={`fiat-movements-${currency}`}
    >
      <Table<HistoryRow>
        size="small"
        rowKey="id"
        pagination={false}
        loading={movements.isLoading}
        dataSource={movements.data?.items ?? []}
        locale={{ emptyText: t('fiat.account.movementsEmpty') }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'time', title: t('history.col.time'), render: (_, r) => formatTime(r.created_at) },
          { key: 'type', title: t('history.col.type'), render: (_, r) => t(`history.type.${r.type}`) },
          {
            key: 'amount',
            title: t('history.col.amount'),
            align: 'right',
            render: (_, r) => <AssetAmount value={r.amount} />,
          },
          {
            key: 'fee',
            title: t('history.col.fee'),
            align: 'right',
            render: (_, r) => <AssetAmount value={r.fee} />,
          },
          {
            key: 'balance',
            title: t('history.col.balance'),
            align: 'right',
            render: (_, r) => <AssetAmount value={r.balance_after} />,
          },
        ]}
      />
    </Card>
  );
}
