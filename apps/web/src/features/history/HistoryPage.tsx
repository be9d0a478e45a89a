import { Typography } from 'antd';
import { useMemo } from 'react';
import { FilterBar } from '../../components/filters/FilterBar';
import { useUrlFilters } from '../../components/filters/useUrlFilters';
import { ListPage } from '../../components/list/ListPage';
import { openOnRowClick } from '../../components/list/openOnRowClick';
import { useTranslation } from '../../lib/useTranslation';
import { type HistoryRow, useHistory } from './api';
import { ExportButtons } from './export/ExportButtons';
import { HistoryDrawer } from './HistoryDrawer';
import { historyColumns } from './historyColumns';
import { historyFilterFields } from './historyFilterFields';
import { HISTORY_URL_FILTERS, historyQueryOf } from './historyFilters';
import { useOpenRow } from './useOpenRow';
import './history.css';

/**
 * /transaction-history: every booked movement of the merchant's money, newest first, filtered by what
 * the URL holds, in cursor pages; a row opens its journal entry in a drawer (`?row=`, a link can open
 * it); exports in CSV and XLSX.
 */
export default function HistoryPage() {
  const { t } = useTranslation();
  const [urlFilters, setUrlFilters] = useUrlFilters(HISTORY_URL_FILTERS);
  const filters = useMemo(() => historyQueryOf(urlFilters), [urlFilters]);
  const list = useHistory(filters);
  const columns = useMemo(() => historyColumns(t), [t]);
  const [openId, setOpenId] = useOpenRow();

  return (
    <ListPage<HistoryRow>
      title={t('history.title')}
      actions={<ExportButtons filters={filters} />}
      above={
        <>
          <FilterBar fields={historyFilterFields(t)} value={urlFilters} onChange={setUrlFilters} />
          {list.error && <Typography.Text type="danger">{list.error.message}</Typography.Text>}
        </>
      }
      list={list}
      columns={columns}
      scrollX="max-content"
      size="middle"
      emptyText={t('history.empty')}
      testId="history-table"
      rowTestId="history-row"
      onRow={(row) => ({ onClick: openOnRowClick(() => setOpenId(row.id)), className: 'mc-history-row' })}
      footerTestId="history"
    >
      <HistoryDrawer id={openId} onClose={() => setOpenId(null)} />
    </ListPage>
  );
}
