import { Card, Empty } from 'antd';
import { useNavigate } from 'react-router';
import { useCan } from '../../../lib/permissions';
import { useTranslation } from '../../../lib/useTranslation';
import { ReceiptStatusTag } from '../../receive/StatusTag';
import type { OverviewData } from './useOverview';

/** Receipt orders per status, biggest first, with a proportional bar. */
export function StatusBreakdown({ data }: { data: OverviewData | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // the rows lead to the orders: only for a role that may open them
  const canOpenOrders = useCan()('orders.read');
  const counts = [...(data?.status_counts ?? [])]
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count);
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <Card
      title={t('dashboard.statusMix')}
      loading={!data}
      style={{ height: '100%' }}
      data-testid="overview-status"
    >
      {counts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noOrders')} />
      ) : (
        <div className="mc-status-mix">
          {counts.map((c) => (
            <button
              type="button"
              key={c.status}
              className="mc-status-row"
              onClick={canOpenOrders ? () => navigate('/receive/account') : undefined}
              disabled={!canOpenOrders}
              data-testid={`status-count-${c.status}`}
              data-count={c.count}
            >
              <ReceiptStatusTag status={c.status} />
              <span className="mc-status-bar">
                <span style={{ width: `${(c.count / total) * 100}%` }} />
              </span>
              <strong>{c.count}</strong>
            </button>
          ))}
        </div>
      )}
    </Card>
  );
}
