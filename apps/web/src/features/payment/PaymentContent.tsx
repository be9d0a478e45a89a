import type { ReceiptStatus } from '@mc/contract';
import { useTranslation } from 'react-i18next';
import './paymentOutcome.css';
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
  if (id && query.isLoading)
    return (
      <section className="mc-pay-card mc-pay-loading" aria-busy="true">
        <span
          className="mc-pay-spinner mc-pay-spinner-large"
          role="status"
          aria-label={t('common.loading')}
        />
      </section>
    );
  if (!query.data)
    return (
      <section className="mc-pay-card mc-pay-outcome" data-testid="pay-not-found">
        <span className="mc-pay-outcome-icon mc-pay-outcome-warning" aria-hidden="true">
          ?
        </span>
        <h1 className="mc-pay-outcome-title">{t('pay.notFound')}</h1>
        <p className="mc-pay-outcome-desc">{t('pay.notFoundDesc')}</p>
      </section>
    );
  const { order, offsetMs } = query.data;
  return PAYABLE.has(order.status) ? (
    <PayPanel order={order} offsetMs={offsetMs} />
  ) : (
    <PaymentResult order={order} />
  );
}
