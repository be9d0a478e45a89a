import type { PublicOrder } from '@mc/contract';
import { Alert, Card, QRCode, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayAmount } from '../receive/amounts';
import { CopyButton } from '../receive/CopyButton';
import { formatCountdown } from './countdown';
import { FaucetButton } from './FaucetButton';
import { PayStatus } from './PayStatus';
import { useRemaining } from './usePublicOrder';

/** What the payer needs to pay: amount, network, address (QR + copy), time left and live status. */
export function PayPanel({ order, offsetMs }: { order: PublicOrder; offsetMs: number }) {
  const { t } = useTranslation();
  const remaining = useRemaining(order.expires_at, offsetMs);
  const vars = { asset: order.asset, network: order.network };
  return (
    <Card className="mc-pay-card" data-testid="pay-panel" data-status={order.status}>
      <div className="mc-pay-merchant">
        <Typography.Text type="secondary">{t('pay.merchant')}</Typography.Text>
        <div className="mc-pay-merchant-name" data-testid="pay-merchant">
          {order.merchant_name}
        </div>
        <Typography.Text type="secondary" className="mc-pay-no">
          {t('pay.orderNo')} <span data-testid="pay-order-no">{order.merchant_order_no}</span>
        </Typography.Text>
        {order.description && <div className="mc-pay-desc">{order.description}</div>}
      </div>

      <div className="mc-pay-amount-block">
        <Typography.Text type="secondary">{t('pay.amount')}</Typography.Text>
        <div className="mc-pay-amount" data-testid="pay-amount" data-value={order.due_amount}>
          {displayAmount(order.due_amount)} <span className="mc-pay-asset">{order.asset}</span>
        </div>
        <Tag color="blue" data-testid="pay-network">
          {order.network}
        </Tag>
      </div>

      {order.status === 'partially_paid' && (
        <Alert
          type="warning"
          showIcon
          data-testid="pay-partial"
          title={t('pay.partialTitle')}
          description={t('pay.partialDesc', {
            received: displayAmount(order.received_amount),
            due: displayAmount(order.due_amount),
            asset: order.asset,
          })}
          style={{ marginBottom: 16 }}
        />
      )}

      <div className="mc-pay-countdown" data-testid="pay-countdown" data-ms={remaining}>
        <span>{t('pay.expiresIn')}</span>
        <strong className={remaining < 60_000 ? 'mc-pay-countdown-low' : undefined}>
          {formatCountdown(remaining)}
        </strong>
      </div>

      <div className="mc-pay-qr">
        <QRCode value={order.deposit_address} size={200} data-testid="pay-qr" />
      </div>
      <Typography.Text type="secondary">{t('pay.address')}</Typography.Text>
      <div className="mc-pay-address" data-testid="pay-address">
        {order.deposit_address}
      </div>
      <CopyButton
        text={order.deposit_address}
        label={t('common.copy')}
        block
        size="large"
        type="primary"
        data-testid="pay-copy"
      />
      <Alert type="info" className="mc-pay-warning" title={t('pay.warning', vars)} />

      <PayStatus order={order} />
      {order.status !== 'confirming' && remaining > 0 && <FaucetButton order={order} />}
    </Card>
  );
}
