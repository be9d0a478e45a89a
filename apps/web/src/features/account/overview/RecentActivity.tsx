import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BalanceTag,
  HISTORY_PATH,
  historyRowPath,
  historyTypeLabel,
  SignedAmount,
  useRecentHistory,
} from '../../history/index';
import { formatTime } from '../../receive/index';

/** How many of the newest history rows the overview lists. */
export const RECENT_ROWS = 8;
/** Refreshed as often as the rest of the overview. */
const REFRESH_MS = 15_000;

/**
 * The newest rows of the transaction history (a light list, no table): each row's type, the balance
 * it moved, its time and its net (the balance's change), linked to the row in the history.
 */
export function RecentActivity() {
  const { t } = useTranslation();
  const recent = useRecentHistory(RECENT_ROWS, REFRESH_MS);
  const rows = recent.data?.items ?? [];
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
      {rows.length === 0 && !recent.error ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noRecent')} />
      ) : (
        <ul className="mc-activity">
          {rows.map((r) => (
            <li key={r.id} className="mc-activity-row" data-testid="recent-row" data-type={r.type}>
              <div className="mc-activity-main">
                <span className="mc-activity-kind">
                  <Link to={historyRowPath(r.id)} data-testid="recent-row-link">
                    {historyTypeLabel(t, r.type)}
                  </Link>
                  <BalanceTag balance={r.balance} />
                </span>
                <span className="mc-activity-meta">{formatTime(r.created_at)}</span>
              </div>
              <SignedAmount value={r.net} asset={r.asset} testId="recent-net" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
