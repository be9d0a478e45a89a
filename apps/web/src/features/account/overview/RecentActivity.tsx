import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AmountDisplay } from '../../../components/AmountDisplay';
import { useCan } from '../../../lib/permissions';
import { formatTime } from '../../receive/time';
import type { OverviewData } from './useOverview';

/** The newest postings to the merchant's balances, linked to their order (a light list, no table). */
export function RecentActivity({ data }: { data: OverviewData | undefined }) {
  const { t } = useTranslation();
  const canOpenOrders = useCan()('orders.read');
  const recent = data?.recent ?? [];
  return (
    <Card
      title={t('dashboard.recent')}
      loading={!data}
      style={{ height: '100%' }}
      data-testid="overview-recent"
    >
      {recent.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noRecent')} />
      ) : (
        <ul className="mc-activity">
          {recent.map((p) => (
            <li key={p.id} className="mc-activity-row" data-testid="recent-row" data-kind={p.kind}>
              <div className="mc-activity-main">
                <span className="mc-activity-kind">
                  {t(`dashboard.kind.${p.kind}`, { defaultValue: p.kind })}
                </span>
                <span className="mc-activity-meta">
                  {formatTime(p.at)} · {t(`bucket.${p.bucket}`, { defaultValue: p.bucket })}
                </span>
              </div>
              <AmountDisplay value={p.amount} currency={p.asset} signed />
              <span className="mc-activity-link">
                {p.ref_type === 'receipt_order' && canOpenOrders && (
                  <Link to={`/receive/order/${p.ref_id}`} data-testid="recent-order-link">
                    {t('dashboard.viewOrder')}
                  </Link>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
