import { collectionAccountStatuses, cryptoAssets } from '@mc/contract';
import type { TFunction } from 'i18next';
import { type FilterField, selectFilter } from '../../../components/filters/filterFields';
import type { UrlFilterSpec, UrlFilters } from '../../../components/filters/urlFilters';

/** The list's filters as the page's URL keeps them; they are the API's query as they are. */
export const COLLECTION_URL_FILTERS = {
  q: 'text',
  asset: cryptoAssets,
  network: 'code',
  status: collectionAccountStatuses,
  deposited_this_month: ['true', 'false'],
} as const satisfies UrlFilterSpec;

export type CollectionUrlFilters = UrlFilters<typeof COLLECTION_URL_FILTERS>;

const same = <V extends string>(values: readonly V[]) => values.map((value) => ({ value, label: value }));

/** The filter bar: search by name, reference or address; asset, network, status, paid this month. */
export function collectionFilterFields(
  t: TFunction,
  networks: readonly string[],
): FilterField<CollectionUrlFilters>[] {
  return [
    {
      kind: 'search',
      key: 'q',
      placeholder: t('collection.list.search'),
      maxLength: 100,
      testId: 'collection-search',
      style: { width: 280 },
    },
    selectFilter('asset', same(cryptoAssets), {
      placeholder: t('collection.list.allAssets'),
      testId: 'collection-filter-asset',
      width: 120,
    }),
    selectFilter('network', same(networks), {
      placeholder: t('collection.list.allNetworks'),
      testId: 'collection-filter-network',
      width: 130,
    }),
    selectFilter(
      'status',
      collectionAccountStatuses.map((s) => ({ value: s, label: t(`collection.status.${s}`) })),
      { placeholder: t('collection.list.allStatuses'), testId: 'collection-filter-status', width: 120 },
    ),
    selectFilter(
      'deposited_this_month',
      [
        { value: 'true' as const, label: t('collection.list.depositedYes') },
        { value: 'false' as const, label: t('collection.list.depositedNo') },
      ],
      { placeholder: t('collection.list.allDeposits'), testId: 'collection-filter-month', width: 160 },
    ),
  ];
}
