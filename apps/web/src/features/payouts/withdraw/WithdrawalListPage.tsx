import { useMemo } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { useFiatWithdrawals } from '../api';
import { PayoutListPage } from '../list/PayoutListPage';
import { FiatBalanceCard } from './FiatBalanceCard';
import { withdrawalColumns } from './withdrawalColumns';

/** /withdraw/account: the fiat balance and every withdrawal of crypto to fiat, newest first. */
export default function WithdrawalListPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => withdrawalColumns(t), [t]);
  return (
    <PayoutListPage
      kind="withdraw"
      list={useFiatWithdrawals()}
      columns={columns}
      above={<FiatBalanceCard />}
    />
  );
}
