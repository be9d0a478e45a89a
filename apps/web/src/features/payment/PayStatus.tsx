import type { PublicOrder } from '@mc/contract';
import { useTranslation } from '../../lib/useTranslation';

/** The least-confirmed transfer still confirming, as x/y. */
export function confirmationProgress(order: PublicOrder): { x: number; y: number } | null {
  const confirming = order.payments.filter((p) => p.status === 'confirming');
  if (confirming.length === 0) return null;
  const y = order.confirmations_required;
  const x = Math.min(y, ...confirming.map((p) => p.confirmations));
  return { x, y };
}

/** Live status under the address: waiting for a transfer, or confirming x/y. */
export function PayStatus({ order }: { order: PublicOrder }) {
  const { t } = useTranslation();
  const progress = confirmationProgress(order);
  if (progress) {
    const percent = Math.round((progress.x / Math.max(progress.y, 1)) * 100);
    return (
      <div
        className="mc-pay-status mc-pay-status-confirming"
        data-testid="pay-status"
        data-status="confirming"
        role="status"
      >
        <div className="mc-pay-status-line">
          <span className="mc-pay-spinner" aria-hidden="true" />{' '}
          <span data-testid="pay-confirmations">{t('pay.confirming', progress)}</span>
        </div>
        <div className="mc-pay-bar" aria-hidden="true">
          <div className="mc-pay-bar-done" style={{ width: `${percent}%` }} />
        </div>
        <div className="mc-pay-status-hint">{t('pay.confirmingHint')}</div>
      </div>
    );
  }
  return (
    <div className="mc-pay-status" data-testid="pay-status" data-status={order.status} role="status">
      <span className="mc-pay-spinner" aria-hidden="true" /> {t('pay.waiting')}
    </div>
  );
}
