import { statementAlertStatuses } from '@mc/contract';
import { Alert, Grid, Typography } from 'antd';
import { useState } from 'react';
import { FilterBar } from '../../../components/filters/FilterBar';
import { type FilterField, selectFilter } from '../../../components/filters/filterFields';
import { ListPage } from '../../../components/list/ListPage';
import { useTranslation } from '../../../lib/useTranslation';
import { type OpsStatementAlert, type StatementAlertFilters, useStatementAlerts } from '../api';
import { RefreshButton } from '../components/RefreshButton';
import { alertColumns } from './alertColumns';
import './statementAlerts.css';

/**
 * /ops/statement-alerts: the monthly statements that do not reconcile with the ledger, open ones
 * first (the resolved ones a filter away), last seen first.
 */
export default function StatementAlertsPage() {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md === true;
  const [filters, setFilters] = useState<StatementAlertFilters>({ status: 'open' });
  const list = useStatementAlerts(filters);
  const status = filters.status ?? 'open';

  const fields: FilterField<StatementAlertFilters>[] = [
    selectFilter(
      'status',
      statementAlertStatuses.map((value) => ({
        value,
        label: t(`ops.statementAlerts.statusLabel.${value}`),
      })),
      { label: t('ops.statementAlerts.status'), testId: 'ops-statement-alert-status-filter', width: 140 },
    ),
  ];

  return (
    <ListPage<OpsStatementAlert>
      frame="card"
      above={
        <>
          <Typography.Paragraph type="secondary" className="mc-ops-alerts-intro">
            {t('ops.statementAlerts.intro')}
          </Typography.Paragraph>
          <FilterBar
            fields={fields}
            value={filters}
            onChange={(f) => setFilters({ status: f.status ?? 'open' })}
          >
            <RefreshButton list={list} testId="ops-statement-alerts-refresh" />
          </FilterBar>
          {list.error && <Alert type="error" showIcon title={list.error.message} />}
        </>
      }
      list={list}
      columns={alertColumns(t, wide, status === 'resolved')}
      scrollX={wide ? 1000 : undefined}
      emptyText={
        <span data-testid="ops-statement-alerts-empty">{t(`ops.statementAlerts.empty.${status}`)}</span>
      }
      rowTestId="ops-statement-alert"
      testId="ops-statement-alerts-table"
      footerTestId="ops-statement-alerts"
    />
  );
}
