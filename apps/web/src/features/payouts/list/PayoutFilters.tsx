import { chainNetworks, cryptoAssets, payoutStatuses } from '@mc/contract';
import { Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { PayoutFilters as Filters } from '../api';
import { payoutStatusKey } from '../status';

interface Props {
  value: Filters;
  onChange: (next: Filters) => void;
}

/** Status, asset, network and date-range filters and the search box (address, tx hash, remark). */
export function PayoutFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  // a day means the viewer's local day
  const day = (text: string, edge: 'start' | 'end') =>
    text
      ? (edge === 'start' ? dayjs(text).startOf('day') : dayjs(text).endOf('day')).toISOString()
      : undefined;
  return (
    <div className="mc-payout-filters">
      <Input.Search
        allowClear
        placeholder={t('payout.list.search')}
        defaultValue={value.q}
        onSearch={(q) => set({ q: q.trim() || undefined })}
        data-testid="payout-search"
        style={{ width: 280 }}
      />
      <Select
        allowClear
        placeholder={t('payout.list.allStatuses')}
        value={value.status}
        onChange={(status) => set({ status })}
        options={payoutStatuses.map((s) => ({ value: s, label: t(payoutStatusKey(s)) }))}
        data-testid="payout-filter-status"
        style={{ width: 160 }}
      />
      <Select
        allowClear
        placeholder={t('payout.list.allAssets')}
        value={value.asset}
        onChange={(asset) => set({ asset })}
        options={cryptoAssets.map((a) => ({ value: a, label: a }))}
        data-testid="payout-filter-asset"
        style={{ width: 120 }}
      />
      <Select
        allowClear
        placeholder={t('payout.list.allNetworks')}
        value={value.network}
        onChange={(network) => set({ network })}
        options={chainNetworks.map((n) => ({ value: n, label: n }))}
        data-testid="payout-filter-network"
        style={{ width: 130 }}
      />
      <span className="mc-payout-dates">
        <Input
          type="date"
          aria-label={t('payout.list.from')}
          onChange={(e) => set({ from: day(e.target.value, 'start') })}
          data-testid="payout-filter-from"
          style={{ width: 150 }}
        />
        <span>–</span>
        <Input
          type="date"
          aria-label={t('payout.list.to')}
          onChange={(e) => set({ to: day(e.target.value, 'end') })}
          data-testid="payout-filter-to"
          style={{ width: 150 }}
        />
      </span>
    </div>
  );
}
