import { Link } from 'react-router';
import { shortenMiddle } from '../../components/LongId';
import { useCanOpen } from '../../lib/permissions';
import { useTranslation } from '../../lib/useTranslation';
import { formatTime } from '../receive/index';
import { HistoryStatusTag } from './HistoryStatusTag';
import { historyTypeLabel } from './historyLabels';
import type { HistoryMovement } from './movements';
import { objectPath } from './objectPath';
import { historyRowPath } from './paths';
import { SignedAmount } from './SignedAmount';

/**
 * One movement in a short list (the overview's recent activity): what began it ("Bank transfer", "Received"), what it
 * is to or for (the order number, the address or bank account), its status now and when, and its amount
 * signed as the history signs it. It links to its record's page (the order, the payout, the top-ups),
 * else to its row in the history.
 */
export function MovementItem({ movement }: { movement: HistoryMovement }) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const { row } = movement;
  const object = objectPath(row);
  const to = object && canOpen(object) ? object : historyRowPath(row.id);
  const about = row.order_no ?? (row.counterparty ? shortenMiddle(row.counterparty, 6, 6) : null);
  return (
    <li
      className="mc-activity-row"
      data-testid="recent-row"
      data-type={movement.type}
      data-ref={movement.key}
    >
      <div className="mc-activity-main">
        <span className="mc-activity-kind">
          <Link to={to} data-testid="recent-row-link">
            {historyTypeLabel(t, movement.type)}
          </Link>
          {about && (
            <span
              className="mc-activity-about"
              data-testid="recent-about"
              title={row.order_no ?? row.counterparty ?? ''}
            >
              {about}
            </span>
          )}
          <HistoryStatusTag row={row} />
        </span>
        <span className="mc-activity-meta">{formatTime(movement.at)}</span>
      </div>
      <SignedAmount value={row.amount} asset={row.asset} testId="recent-amount" />
    </li>
  );
}
