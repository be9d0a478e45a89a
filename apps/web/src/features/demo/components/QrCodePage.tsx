import { Input, QRCode, Space } from 'antd';
import { useState } from 'react';
import { PageContainer } from '../../../components/PageContainer';
import { useTranslation } from '../../../lib/useTranslation';

/** A QR code of any text (a deposit address, a payment link). */
export default function QrCodePage() {
  const { t } = useTranslation();
  const [text, setText] = useState('0x71C7656EC7ab88b098defB751B7401B5f6d8976F');
  return (
    <PageContainer title={t('route.demo.qrcode')} header={t('demo.qrcode.hint')}>
      <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 420 }}>
        <Input value={text} onChange={(e) => setText(e.target.value)} data-testid="qr-input" />
        <QRCode value={text || '-'} size={200} data-testid="qr-code" />
      </Space>
    </PageContainer>
  );
}
