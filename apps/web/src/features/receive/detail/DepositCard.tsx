import { ExportOutlined } from '@ant-design/icons';
import { Button, Card, QRCode, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReceiptOrderDetail } from '../api';
import { CopyButton } from '../CopyButton';

/** The deposit address (QR and copy) and the payment link for the payer. */
export function DepositCard({ order }: { order: ReceiptOrderDetail }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('receive.detail.deposit')} data-testid="order-deposit">
      <div className="mc-receive-deposit">
        <QRCode value={order.deposit_address} size={168} bordered={false} data-testid="order-qr" />
        <Typography.Text type="secondary">
          {t('receive.detail.depositHint', { asset: order.asset, network: order.network })}
        </Typography.Text>
        <Typography.Paragraph
          className="mc-receive-deposit-address"
          copyable={{ text: order.deposit_address }}
          data-testid="order-address"
          style={{ margin: 0 }}
        >
          {order.deposit_address}
        </Typography.Paragraph>
        <Typography.Text strong>{t('receive.detail.paymentLink')}</Typography.Text>
        <Typography.Text className="mc-receive-deposit-address" data-testid="order-payment-url">
          {order.payment_url}
        </Typography.Text>
        <Space wrap>
          <CopyButton
            text={order.payment_url}
            label={t('receive.detail.copyLink')}
            data-testid="order-copy-link"
          />
          <Button
            icon={<ExportOutlined />}
            href={order.payment_url}
            target="_blank"
            rel="noopener"
            data-testid="order-open-link"
          >
            {t('receive.detail.openLink')}
          </Button>
        </Space>
      </div>
    </Card>
  );
}
