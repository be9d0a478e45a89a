import { ExportOutlined } from '@ant-design/icons';
import type { ChainNetwork, CryptoAsset } from '@mc/contract';
import { Button, Card, QRCode, Space, Typography } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';
import { CopyButton } from '../CopyButton';
import '../receive.css';

interface Props {
  address: string;
  asset: CryptoAsset;
  network: ChainNetwork;
  /** The payer's public page. */
  paymentUrl: string;
  /** Test ids `<testId>-deposit`, `-qr`, `-address`, `-payment-url`, `-copy-link`, `-open-link`. */
  testId?: string;
}

/** A deposit address (QR and copy) and the payment link for the payer (an order's, a collection account's). */
export function DepositCard({ address, asset, network, paymentUrl, testId = 'order' }: Props) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('receive.detail.deposit')} data-testid={`${testId}-deposit`}>
      <div className="mc-receive-deposit">
        <QRCode value={address} size={168} bordered={false} data-testid={`${testId}-qr`} />
        <Typography.Text type="secondary">
          {t('receive.detail.depositHint', { asset, network })}
        </Typography.Text>
        <Typography.Paragraph
          className="mc-receive-deposit-address"
          copyable={{ text: address }}
          data-testid={`${testId}-address`}
          style={{ margin: 0 }}
        >
          {address}
        </Typography.Paragraph>
        <Typography.Text strong>{t('receive.detail.paymentLink')}</Typography.Text>
        <Typography.Text className="mc-receive-deposit-address" data-testid={`${testId}-payment-url`}>
          {paymentUrl}
        </Typography.Text>
        <Space wrap>
          <CopyButton
            text={paymentUrl}
            label={t('receive.detail.copyLink')}
            data-testid={`${testId}-copy-link`}
          />
          <Button
            icon={<ExportOutlined />}
            href={paymentUrl}
            target="_blank"
            rel="noopener"
            data-testid={`${testId}-open-link`}
          >
            {t('receive.detail.openLink')}
          </Button>
        </Space>
      </div>
    </Card>
  );
}
