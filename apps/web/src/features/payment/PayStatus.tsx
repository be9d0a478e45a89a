import { LoadingOutlined } from '@ant-design/icons';
import type { PublicOrder } from '@mc/contract';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';

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
  if (progress)
    return (
      <div
        className="mc-pay-status mc-pay-status-confirming"
        data-testid="pay-status"
        data-status="confirming"
      >
        <div className="mc-pay-status-line">
          <LoadingOutlined /> <span data-testid="pay-confirmations">{t('pay.confirming', progress)}</span>
        </div>
        <Progress percent={Math.round((progress.x / Math.max(progress.y, 1)) * 100)} showInfo={false} />
        <div className="mc-pay-status-hint">{t('pay.confirmingHint')}</div>
      </div>
    );
  return (
    <div className="mc-pay-status" data-testid="pay-status" data-status={order.status}>
      <LoadingOutlined /> {t('pay.waiting')}
    </div>
  );
}
