import type { PublicOrder, ReceiptStatus } from '@mc/contract';
import { useTranslation } from 'react-i18next';
import './paymentOutcome.css';
import { displayAmount } from '../receive/amounts';
import { statusLabelKey } from '../receive/status';

type Tone = 'success' | 'warning' | 'info' | 'error';
type Outcome = { tone: Tone; title: string; desc: string };

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
const MARK: Record<Tone, string> = { success: '✓', warning: '!', info: 'i', error: '×' };

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
    [t('receive.col.status'), t(statusLabelKey(order.status))],
  ];
  return (
    <section className="mc-pay-card mc-pay-outcome" data-testid="pay-result" data-status={order.status}>
      <span className={`mc-pay-outcome-icon mc-pay-outcome-${outcome.tone}`} aria-hidden="true">
        {MARK[outcome.tone]}
      </span>
      <h1 className="mc-pay-outcome-title" data-testid="pay-result-title">
        {t(outcome.title)}
      </h1>
      <p className="mc-pay-outcome-desc">{t(outcome.desc, vars)}</p>
      <dl className="mc-pay-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
