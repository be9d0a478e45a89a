import { chainNetworks, cryptoAssets, receiptStatuses } from '@mc/contract';
import { Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ReceiptListFilters } from '../api';
import { statusLabelKey } from '../status';

interface Props {
  value: ReceiptListFilters;
  onChange: (next: ReceiptListFilters) => void;
}

/** Status, asset, network and date-range filters and the search box of the order list. */
export function ReceiptFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<ReceiptListFilters>) => onChange({ ...value, ...patch });
  // native date inputs (light, phone-friendly); a day means the viewer's local day
  const day = (value: string, edge: 'start' | 'end') =>
    value
      ? (edge === 'start' ? dayjs(value).startOf('day') : dayjs(value).endOf('day')).toISOString()
      : undefined;
  return (
    <div className="mc-receive-filters">
      <Input.Search
        allowClear
        placeholder={t('receive.search')}
        defaultValue={value.q}
        onSearch={(q) => set({ q: q.trim() || undefined })}
        data-testid="receipt-search"
        style={{ width: 280 }}
      />
      <Select
        allowClear
        placeholder={t('receive.allStatuses')}
        value={value.status}
        onChange={(status) => set({ status })}
        options={receiptStatuses.map((s) => ({ value: s, label: t(statusLabelKey(s)) }))}
        data-testid="receipt-filter-status"
        style={{ width: 170 }}
      />
      <Select
        allowClear
        placeholder={t('receive.allAssets')}
        value={value.asset}
        onChange={(asset) => set({ asset })}
        options={cryptoAssets.map((a) => ({ value: a, label: a }))}
        data-testid="receipt-filter-asset"
        style={{ width: 120 }}
      />
      <Select
        allowClear
        placeholder={t('receive.allNetworks')}
        value={value.network}
        onChange={(network) => set({ network })}
        options={chainNetworks.map((n) => ({ value: n, label: n }))}
        data-testid="receipt-filter-network"
        style={{ width: 130 }}
      />
      <span className="mc-receive-dates">
        <Input
          type="date"
          aria-label={t('receive.from')}
          onChange={(e) => set({ from: day(e.target.value, 'start') })}
          data-testid="receipt-filter-from"
          style={{ width: 150 }}
        />
        <span>–</span>
        <Input
          type="date"
          aria-label={t('receive.to')}
          onChange={(e) => set({ to: day(e.target.value, 'end') })}
          data-testid="receipt-filter-to"
          style={{ width: 150 }}
        />
      </span>
    </div>
  );
}
