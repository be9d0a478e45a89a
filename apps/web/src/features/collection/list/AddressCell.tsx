import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Popover, QRCode, Space } from 'antd';
import { LongId } from '../../../components/LongId';
import { useTranslation } from '../../../lib/useTranslation';

/** An account's deposit address in a row: shortened with its copy button, and its QR code on demand. */
export function AddressCell({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <Space size={4} onClick={(e) => e.stopPropagation()}>
      <LongId value={address} head={8} tail={6} testId="collection-address" />
      <Popover
        trigger="click"
        content={<QRCode value={address} size={160} bordered={false} data-testid="collection-qr-code" />}
      >
        <Button
          size="small"
          type="text"
          icon={<QrcodeOutlined />}
          aria-label={t('collection.list.qr')}
          data-testid="collection-qr"
        />
      </Popover>
    </Space>
  );
}
