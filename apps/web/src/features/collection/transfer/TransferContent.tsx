import { useTranslation } from '../../../lib/useTranslation';
import { LoadingCard, OutcomeCard } from '../../payment/index';
import { TransferPanel } from './TransferPanel';
import { usePublicAccount } from './usePublicAccount';

/** The account as the payer sees it: the panel while it is active, else a clear message. */
export function TransferContent({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = usePublicAccount(id);
  if (id && query.isLoading) return <LoadingCard />;
  const account = query.data;
  if (!account)
    return (
      <OutcomeCard
        tone="warning"
        mark="?"
        title={t('batchPay.notFound')}
        desc={t('batchPay.notFoundDesc')}
        testId="batch-not-found"
      />
    );
  if (account.status === 'disabled')
    return (
      <OutcomeCard
        tone="info"
        title={t('batchPay.disabledTitle')}
        desc={t('batchPay.disabledDesc', { merchant: account.merchant_name })}
        testId="batch-disabled"
        status="disabled"
      />
    );
  return <TransferPanel account={account} />;
}
