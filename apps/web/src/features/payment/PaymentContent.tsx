import type { ReceiptStatus } from '@mc/contract';
import { useTranslation } from '../../lib/useTranslation';
import { LoadingCard } from './LoadingCard';
import { OutcomeCard } from './OutcomeCard';
import { PaymentResult } from './PaymentResult';
import { PayPanel } from './PayPanel';
import { usePublicOrder } from './usePublicOrder';

/** Statuses in which the payer can (still) send funds. */
const PAYABLE: ReadonlySet<ReceiptStatus> = new Set<ReceiptStatus>([
  'unpaid',
  'confirming',
  'partially_paid',
]);

/** The order as the payer sees it: the pay panel while it can be paid, else a clear result page. */
export function PaymentContent({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = usePublicOrder(id);
  if (id && query.isLoading) return <LoadingCard />;
  // none of that id, a malformed id or an answer that did not come: the payer is told the link is wrong
  if (!query.data)
    return (
      <OutcomeCard
        tone="warning"
        mark="?"
        title={t('pay.notFound')}
        desc={t('pay.notFoundDesc')}
        testId="pay-not-found"
      />
    );
  const { order, offsetMs } = query.data;
  return PAYABLE.has(order.status) ? (
    <PayPanel order={order} offsetMs={offsetMs} />
  ) : (
    <PaymentResult order={order} />
  );
}
