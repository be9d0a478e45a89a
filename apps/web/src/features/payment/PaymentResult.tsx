import type { PublicOrder, ReceiptStatus } from '@mc/contract';
import { useTranslation } from '../../lib/useTranslation';
import { displayAmount } from '../receive/amounts';
import { statusLabelKey } from '../receive/status';
import { OutcomeCard, type OutcomeTone } from './OutcomeCard';

type Outcome = { tone: OutcomeTone; title: string; desc: string };

const OUTCOME: Partial<Record<ReceiptStatus, Outcome>> = {
  paid: { tone: 'success', title: 'pay.paidTitle', desc: 'pay.paidDesc' },
  completed: { tone: 'success', title: 'pay.paidTitle', desc: 'pay.paidDesc' },
  expired: { tone: 'warning', title: 'pay.expiredTitle', desc: 'pay.expiredDesc' },
  cancelled: { tone: 'info', title: 'pay.cancelledTitle', desc: 'pay.cancelledDesc' },
  closed: { tone: 'info', title: 'pay.cancelledTitle', desc: 'pay.cancelledDesc' },
  refund_requested: { tone: 'info', title: 'pay.refundTitle', desc: 'pay.refundDesc' },
  refunded: { tone: 'info', title: 'pay.refundTitle', desc: 'pay.refundDesc' },
};
const EXCEPTION: Outcome = { tone: 'error', title: 'pay.exceptionTitle', desc: 'pay.exceptionDesc' };

/** The page of an order that can no longer be paid: paid, expired, cancelled, exception… */
export function PaymentResult({ order }: { order: PublicOrder }) {
  const { t } = useTranslation();
  const outcome = OUTCOME[order.status] ?? EXCEPTION;
  const vars = {
    amount: displayAmount(order.received_amount),
    asset: order.asset,
    merchant: order.merchant_name,
  };
  const facts: [string, string][] = [
    [t('pay.merchant'), order.merchant_name],
    [t('pay.orderNo'), order.merchant_order_no],
    [t('pay.amount'), `${displayAmount(order.amount)} ${order.asset}`],
    [t('pay.received'), `${displayAmount(order.received_amount)} ${order.asset}`],
    [t('pay.network'), order.network],
    [t('pay.status'), t(statusLabelKey(order.status))],
  ];
  return (
    <OutcomeCard
      tone={outcome.tone}
      title={t(outcome.title)}
      desc={t(outcome.desc, vars)}
      testId="pay-result"
      status={order.status}
      titleTestId="pay-result-title"
    >
      <dl className="mc-pay-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </OutcomeCard>
  );
}
