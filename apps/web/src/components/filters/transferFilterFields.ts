import { type ChainNetwork, type CryptoAsset, cryptoAssets } from '@mc/contract';
import type { TFunction } from 'i18next';
import type { FilterField } from './filterFields';

/** What a list of transfers on chain (receipt orders, remittances) filters by. */
export type TransferFilters<S extends string> = {
  q?: string;
  status?: S;
  asset?: CryptoAsset;
  network?: ChainNetwork;
  from?: string;
  to?: string;
};

interface Options<S extends string> {
  /** Message prefix with `search`, `allStatuses`, `allAssets`, `allNetworks`, `from`, `to`. */
  messages: string;
  /** Test ids `<testId>-search`, `<testId>-filter-status`, …, `<testId>-filter-from`. */
  testId: string;
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  statusWidth: number;
  /** The catalogue's network codes. */
  networks: readonly string[];
}

/** The filters of a transfer list: the search box, status, asset, network and a date range. */
export function transferFilterFields<S extends string>(
  t: TFunction,
  o: Options<S>,
): FilterField<TransferFilters<S>>[] {
  return [
    {
      kind: 'search',
      key: 'q',
      placeholder: t(`${o.messages}.search`),
      testId: `${o.testId}-search`,
      style: { width: 280 },
    },
    {
      kind: 'select',
      key: 'status',
      placeholder: t(`${o.messages}.allStatuses`),
      options: o.statuses.map((s) => ({ value: s, label: o.statusLabel(s) })),
      testId: `${o.testId}-filter-status`,
      style: { width: o.statusWidth },
    },
    {
      kind: 'select',
      key: 'asset',
      placeholder: t(`${o.messages}.allAssets`),
      options: cryptoAssets.map((a) => ({ value: a, label: a })),
      testId: `${o.testId}-filter-asset`,
      style: { width: 120 },
    },
    {
      kind: 'select',
      key: 'network',
      placeholder: t(`${o.messages}.allNetworks`),
      options: o.networks.map((n) => ({ value: n, label: n })),
      testId: `${o.testId}-filter-network`,
      style: { width: 130 },
    },
    {
      kind: 'dateRange',
      from: 'from',
      to: 'to',
      fromLabel: t(`${o.messages}.from`),
      toLabel: t(`${o.messages}.to`),
      testId: `${o.testId}-filter`,
    },
  ];
}
