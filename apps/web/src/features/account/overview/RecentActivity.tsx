import { Card, Empty, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/useTranslation';
import { HISTORY_PATH, MovementItem, useRecentMovements } from '../../history/index';

/** How many of the newest movements the overview lists. */
export const RECENT_ROWS = 8;
/** Refreshed as often as the rest of the overview. */
const REFRESH_MS = 15_000;

/**
 * The newest movements of the transaction history (a light list, no table): one per receipt order,
 * payout or top-up, as the history names, signs and colours it, each linked to its record's page.
 */
export function RecentActivity() {
  const { t } = useTranslation();
  const recent = useRecentMovements(RECENT_ROWS, REFRESH_MS);
  const movements = recent.data ?? [];
  return (
    <Card
      title={t('dashboard.recent')}
      extra={
        <Link to={HISTORY_PATH} data-testid="recent-all-link">
          {t('dashboard.allActivity')}
        </Link>
      }
      loading={recent.isLoading}
      style={{ height: '100%' }}
      data-testid="overview-recent"
    >
      {recent.error && <Typography.Text type="danger">{recent.error.message}</Typography.Text>}
      {movements.length === 0 && !recent.error ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noRecent')} />
      ) : (
        <ul className="mc-activity">
          {movements.map((m) => (
            <MovementItem key={m.key} movement={m} />
          ))}
        </ul>
      )}
    </Card>
  );
}
