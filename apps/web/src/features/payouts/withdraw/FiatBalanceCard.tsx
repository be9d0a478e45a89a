import { Alert, Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';
import { displayAmount } from '../../receive/amounts';
import { useFiatBalances } from '../api';

const BUCKETS = ['available', 'frozen', 'total'] as const;

/** The USD balance of the fiat account, where withdrawals to fiat arrive. */
export function FiatBalanceCard() {
  const { t } = useTranslation();
  const balances = useFiatBalances();
  const usd = balances.data?.assets.find((a) => a.asset === 'USD');
  if (balances.error) return <Alert type="error" showIcon title={balances.error.message} />;
  return (
    <Card
      size="small"
      title={t('payout.withdraw.fiatBalance')}
      loading={balances.isLoading}
      className="mc-payout-fiat"
      data-testid="fiat-balance"
    >
      <Row gutter={[24, 12]}>
        {BUCKETS.map((bucket) => (
          <Col xs={24} sm={8} key={bucket}>
            <Statistic
              title={t(`payout.withdraw.${bucket}`)}
              value={displayAmount(usd?.[bucket] ?? '0.00')}
              suffix="USD"
              data-testid={`fiat-${bucket}`}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
