import type { PublicCollectionAccount } from '@mc/contract';
import { displayAmount } from '../../../lib/money';
import { useHydrated } from '../../../lib/useHydrated';
import { useTranslation } from '../../../lib/useTranslation';
import { localTime, payerState } from './payerState';

type Payment = PublicCollectionAccount['payments'][number];

function PaymentLine({ payment, account }: { payment: Payment; account: PublicCollectionAccount }) {
  const { t } = useTranslation();
  const state = payerState(payment.status);
  const y = account.confirmations_required;
  const hydrated = useHydrated();
  return (
    <li
      className="mc-batch-payment"
      data-testid="batch-payment"
      data-state={state}
      data-status={payment.status}
    >
      <div className="mc-batch-payment-line">
        <strong>
          {displayAmount(payment.amount)} {account.asset}
        </strong>
        <span className={`mc-batch-state mc-batch-state-${state}`} data-testid="batch-payment-state">
          {state === 'confirming' && <span className="mc-pay-spinner" aria-hidden="true" />}{' '}
          {t(`batchPay.state.${state}`, { x: Math.min(payment.confirmations, y), y })}
        </span>
      </div>
      <div className="mc-batch-payment-meta">
        <span>{localTime(payment.seen_at, !hydrated)}</span>
        <code title={payment.tx_hash}>{`${payment.tx_hash.slice(0, 10)}…${payment.tx_hash.slice(-6)}`}</code>
      </div>
    </li>
  );
}

/** This month's transfers, as the payer follows them live: confirming x/y, received, or held. */
export function MonthPayments({ account }: { account: PublicCollectionAccount }) {
  const { t } = useTranslation();
  const payments = account.payments;
  const settled = payments.some((p) => payerState(p.status) !== 'held');
  return (
    <section className="mc-batch-month" data-testid="batch-month" data-count={payments.length} role="status">
      <span className="mc-pay-label">{t('batchPay.monthTitle', { month: account.month })}</span>
      {payments.length === 0 ? (
        <div className="mc-pay-status" data-testid="batch-none">
          <span className="mc-pay-spinner" aria-hidden="true" /> {t('batchPay.none')}
        </div>
      ) : (
        <ul className="mc-batch-payments">
          {payments.map((p) => (
            <PaymentLine key={`${p.tx_hash}-${p.seen_at}`} payment={p} account={account} />
          ))}
        </ul>
      )}
      {settled && <p className="mc-pay-note mc-pay-note-warning">{t('batchPay.paidThisMonth')}</p>}
    </section>
  );
}
