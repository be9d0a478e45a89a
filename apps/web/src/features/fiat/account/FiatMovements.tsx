import { Button, Card } from 'antd';
import { useNavigate } from 'react-router';
import { ListTable } from '../../../components/list/ListTable';
import { useTranslation } from '../../../lib/useTranslation';
import { BalanceTag, type HistoryRow, historyTypeLabel, SignedAmount } from '../../history/index';
import { AssetAmount, formatTime } from '../../receive/index';
import { useFiatMovements } from '../api';

/**
 * The latest movements of one fiat currency (rows of the transaction history: the balance each moved,
 * its net change and that balance after), with a link to all of them.
 */
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
      <ListTable<HistoryRow>
        size="small"
        rowKey="id"
        loading={movements.isLoading}
        rows={movements.data?.items ?? []}
        emptyText={t('fiat.account.movementsEmpty')}
        scrollX="max-content"
        columns={[
          { key: 'time', title: t('history.col.time'), render: (_, r) => formatTime(r.created_at) },
          { key: 'type', title: t('history.col.type'), render: (_, r) => historyTypeLabel(t, r.type) },
          {
            key: 'balance',
            title: t('history.col.balance'),
            render: (_, r) => <BalanceTag balance={r.balance} />,
          },
          {
            key: 'net',
            title: t('history.col.net'),
            align: 'right',
            render: (_, r) => <SignedAmount value={r.net} testId="fiat-movement-net" />,
          },
          {
            key: 'balanceAfter',
            title: t('history.col.balanceAfter'),
            align: 'right',
            render: (_, r) => <AssetAmount value={r.balance_after} />,
          },
        ]}
      />
    </Card>
  );
}
