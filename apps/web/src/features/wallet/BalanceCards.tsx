import type { api } from '@mc/contract';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { Link } from 'react-router';
import type { RouteData } from '../../lib/http/types';
import { useTranslation } from '../../lib/useTranslation';
import { displayAmount } from '../receive/amounts';
import './wallet.css';

export type AssetBalances = RouteData<typeof api.balances>['assets'][number];

export const BUCKETS = ['available', 'frozen', 'settlement', 'deposit'] as const;

/** One card per asset: the total and every bucket (available, frozen, settlement, deposit). */
export function BalanceCards({
  assets,
  loading,
  linkTo,
}: {
  assets: AssetBalances[] | undefined;
  loading?: boolean;
  /** Where a click on a card leads (the page of those balances). */
  linkTo?: string;
}) {
  const { t } = useTranslation();
  if (!loading && assets?.length === 0) return <Empty description={t('wallet.empty')} />;
  const shown = assets ?? [undefined, undefined];
  return (
    <Row gutter={[16, 16]}>
      {shown.map((a, index) => (
        <Col xs={24} md={12} key={a?.asset ?? index}>
          {linkTo && a ? (
            <Link to={linkTo} className="mc-balance-link" data-testid={`balance-link-${a.asset}`}>
              <BalanceCard balance={a} hoverable />
            </Link>
          ) : (
            <BalanceCard balance={a} />
          )}
        </Col>
      ))}
    </Row>
  );
}

/** One asset's card (loading while `balance` is not there yet). */
function BalanceCard({ balance: a, hoverable }: { balance: AssetBalances | undefined; hoverable?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card
      loading={!a}
      hoverable={hoverable}
      className={`mc-balance mc-balance-${a?.asset ?? ''}`}
      data-testid={`balance-${a?.asset}`}
    >
      {a && <AssetBalance balance={a} label={t('bucket.total')} />}
      {a && (
        <div className="mc-balance-buckets">
          {BUCKETS.map((bucket) => (
            <div key={bucket} className="mc-balance-bucket">
              <div className="mc-balance-bucket-label">{t(`bucket.${bucket}`)}</div>
              <div
                className="mc-balance-bucket-value"
                data-testid={`balance-${a.asset}-${bucket}`}
                data-value={a[bucket]}
              >
                {displayAmount(a[bucket])}
              </div>
            </div>
          ))}
          {Number(a.owed ?? 0) > 0 && (
            <div className="mc-balance-bucket mc-balance-owed" title={t('bucket.owedHint')}>
              <div className="mc-balance-bucket-label">{t('bucket.owed')}</div>
              <div
                className="mc-balance-bucket-value"
                data-testid={`balance-${a.asset}-owed`}
                data-value={a.owed}
              >
                {displayAmount(a.owed)}
              </div>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}

function AssetBalance({ balance, label }: { balance: AssetBalances; label: string }) {
  return (
    <div className="mc-balance-head">
      <span className="mc-balance-icon" aria-hidden="true">
        {balance.asset.slice(0, 1)}
      </span>
      <div>
        <div className="mc-balance-asset">{balance.asset}</div>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </div>
      <div
        className="mc-balance-total"
        data-testid={`balance-${balance.asset}-total`}
        data-value={balance.total}
      >
        {displayAmount(balance.total)}
      </div>
    </div>
  );
}
