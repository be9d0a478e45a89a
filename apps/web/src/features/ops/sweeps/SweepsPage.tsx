import { cryptoAssets, sweepStatuses } from '@mc/contract';
import { Alert, Grid, Typography } from 'antd';
import { useState } from 'react';
import { FilterBar } from '../../../components/filters/FilterBar';
import { type FilterField, selectFilter } from '../../../components/filters/filterFields';
import { ListPage } from '../../../components/list/ListPage';
import { useTranslation } from '../../../lib/useTranslation';
import { type OpsSweep, type SweepFilters, useOpsSweeps } from '../api';
import { RefreshButton } from '../components/RefreshButton';
import { useNetworkCodes } from '../networks/api';
import { sweepColumns } from './sweepColumns';
import './sweeps.css';

const options = <V extends string>(values: readonly V[], label: (v: V) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** /ops/sweeps: every sweep of a deposit address to the hot wallet, newest first, filtered. */
export default function SweepsPage() {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md === true;
  const [filters, setFilters] = useState<SweepFilters>({});
  const list = useOpsSweeps(filters);
  const networks = useNetworkCodes();
  const filtered = Object.values(filters).some((v) => v !== undefined);

  const fields: FilterField<SweepFilters>[] = [
    selectFilter(
      'status',
      options(sweepStatuses, (s) => t(`ops.sweeps.statusLabel.${s}`)),
      {
        all: t('ops.sweeps.allStatuses'),
        label: t('ops.sweeps.status'),
        testId: 'ops-sweep-status-filter',
        width: 150,
      },
    ),
    selectFilter(
      'network',
      options(networks, (n) => n),
      {
        all: t('ops.sweeps.allNetworks'),
        label: t('ops.sweeps.network'),
        testId: 'ops-sweep-network-filter',
        width: 140,
      },
    ),
    selectFilter(
      'asset',
      options(cryptoAssets, (a) => a),
      {
        all: t('ops.sweeps.allAssets'),
        label: t('ops.sweeps.asset'),
        testId: 'ops-sweep-asset-filter',
        width: 140,
      },
    ),
    {
      kind: 'search',
      key: 'address',
      placeholder: t('ops.sweeps.search'),
      enterButton: t('ops.common.search'),
      maxLength: 128,
      style: { maxWidth: 340 },
      testId: 'ops-sweep-search',
    },
  ];

  return (
    <ListPage<OpsSweep>
      frame="card"
      above={
        <>
          <Typography.Paragraph type="secondary" className="mc-ops-sweeps-intro">
            {t('ops.sweeps.intro')}
          </Typography.Paragraph>
          <FilterBar fields={fields} value={filters} onChange={setFilters}>
            <RefreshButton list={list} testId="ops-sweeps-refresh" />
          </FilterBar>
          {list.error && <Alert type="error" showIcon title={list.error.message} />}
        </>
      }
      list={list}
      columns={sweepColumns(t, wide)}
      scrollX={wide ? 1120 : 980}
      emptyText={
        <span data-testid="ops-sweeps-empty">
          {filtered ? t('ops.sweeps.emptyFiltered') : t('ops.sweeps.empty')}
        </span>
      }
      rowTestId="ops-sweep"
      testId="ops-sweeps-table"
      footerTestId="ops-sweeps"
    />
  );
}
