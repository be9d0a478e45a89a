import type { HistoryRow } from '@mc/contract';
import { Link } from 'react-router';
import { useCanOpen } from '../../lib/permissions';
import { useTranslation } from '../../lib/useTranslation';
import { objectPath } from './objectPath';

/**
 * A link to the page of a row's business object ("Receipt order", "Payout"); a dash without one, or
 * when the user's role may not open that page.
 */
export function ObjectLink({ row }: { row: Pick<HistoryRow, 'type' | 'ref_type' | 'ref_id'> }) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const path = objectPath(row);
  if (!path || !canOpen(path)) return <span>—</span>;
  return (
    <Link
      to={path}
      onClick={(e) => e.stopPropagation()}
      data-testid="history-object-link"
      data-ref={`${row.ref_type}:${row.ref_id}`}
    >
      {t(`history.object.${row.ref_type}`, { defaultValue: t('history.object.open') })}
    </Link>
  );
}
