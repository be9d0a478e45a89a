import {
  historyAssets,
  historyBalances,
  historyDirections,
  historyStatuses,
  historyTypes,
} from '@mc/contract';
import type { TFunction } from 'i18next';
import { type FilterField, selectFilter } from '../../components/filters/filterFields';
import type { HistoryUrlFilters } from './historyFilters';
import { historyBalanceLabel, historyTypeLabel } from './historyLabels';
import { historyStatusKey } from './historyStatus';

const options = <V extends string>(values: readonly V[], label: (value: V) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/** The history's filter bar: search, type, balance, asset, status, direction and a range of days. */
export function historyFilterFields(t: TFunction): FilterField<HistoryUrlFilters>[] {
  return [
    {
      kind: 'search',
      key: 'q',
      placeholder: t('history.search'),
      maxLength: 128,
      testId: 'history-search',
      style: { width: 280 },
    },
    selectFilter(
      'type',
      options(historyTypes, (v) => historyTypeLabel(t, v)),
      { placeholder: t('history.allTypes'), testId: 'history-filter-type', width: 170 },
    ),
    selectFilter(
      'balance',
      options(historyBalances, (v) => historyBalanceLabel(t, v)),
      {
        all: t('history.allBalances'),
        label: t('history.col.balance'),
        testId: 'history-filter-balance',
        width: 130,
      },
    ),
    selectFilter(
      'asset',
      options(historyAssets, (v) => v),
      { placeholder: t('history.allAssets'), testId: 'history-filter-asset', width: 120 },
    ),
    selectFilter(
      'status',
      options(historyStatuses, (v) => t(historyStatusKey(v))),
      { placeholder: t('history.allStatuses'), testId: 'history-filter-status', width: 150 },
    ),
    selectFilter(
      'direction',
      options(historyDirections, (v) => t(`history.direction.${v}`)),
      { placeholder: t('history.allDirections'), testId: 'history-filter-direction', width: 130 },
    ),
    {
      kind: 'dateRange',
      from: 'from',
      to: 'to',
      days: true,
      fromLabel: t('history.from'),
      toLabel: t('history.to'),
      testId: 'history-filter',
    },
  ];
}
