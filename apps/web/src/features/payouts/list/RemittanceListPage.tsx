import { payoutStatuses } from '@mc/contract';
import { useMemo, useState } from 'react';
import { FilterBar } from '../../../components/filters/FilterBar';
import { transferFilterFields } from '../../../components/filters/transferFilterFields';
import { useNetworkCodes } from '../../../lib/networkCatalogue';
import { useTranslation } from '../../../lib/useTranslation';
import { type PayoutFilters, useRemittances } from '../api';
import { payoutStatusKey } from '../status';
import { PayoutListPage } from './PayoutListPage';
import { remittanceColumns } from './remittanceColumns';

/** /pay/index: the merchant's remittances, filtered and searched, in cursor pages, with a detail drawer. */
export default function RemittanceListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<PayoutFilters>({});
  const networks = useNetworkCodes();
  const fields = transferFilterFields(t, {
    networks,
    messages: 'payout.list',
    testId: 'payout',
    statuses: payoutStatuses,
    statusLabel: (s) => t(payoutStatusKey(s)),
    statusWidth: 160,
  });
  return (
    <PayoutListPage
      kind="remit"
      list={useRemittances(filters)}
      columns={useMemo(() => remittanceColumns(t), [t])}
      above={<FilterBar fields={fields} value={filters} onChange={setFilters} />}
    />
  );
}
