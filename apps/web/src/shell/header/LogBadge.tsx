import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from '../../lib/useTranslation';
import { useLogStore } from '../log/logStore';
import { BADGE_MAX, summarizeLog } from '../log/logSummary';
import { useRouterNav } from '../navigation';

/** SHELL-34: error count (max 99) or a dot; tooltip "N logs | E errors"; opens the log page. */
export function LogBadge() {
  const { t } = useTranslation();
  const nav = useRouterNav();
  const summary = summarizeLog(useLogStore((s) => s.entries));
  const tip =
    summary.total > 0
      ? t('header.logs', { count: summary.total, errors: summary.errors })
      : t('header.noLogs');
  return (
    <Tooltip title={tip}>
      <Badge count={summary.count} overflowCount={BADGE_MAX} dot={summary.dot} offset={[-6, 6]} size="small">
        <Button
          type="text"
          icon={<BugOutlined />}
          aria-label={tip}
          data-testid="log-badge"
          data-count={summary.count}
          data-dot={summary.dot}
          onClick={() => nav.push('/log')}
        />
      </Badge>
    </Tooltip>
  );
}
