import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PayoutFilters as Filters, useRemittances } from '../api';
import { PayoutFilters } from './PayoutFilters';
import { PayoutListPage } from './PayoutListPage';
import { remittanceColumns } from './remittanceColumns';

/** /pay/index: the merchant's remittances, filtered and searched, in cursor pages, with a detail drawer. */
export default function RemittanceListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({});
  const query = useRemittances(filters);
  const columns = useMemo(() => remittanceColumns(t), [t]);
  return (
    <PayoutListPage
      title={t('payout.list.title')}
      createPath="/pay/create"
      createLabel={t('payout.list.create')}
      testId="remit"
      query={query}
      columns={columns}
      above={<PayoutFilters value={filters} onChange={setFilters} />}
      scrollX="max-content"
    />
  );
}
