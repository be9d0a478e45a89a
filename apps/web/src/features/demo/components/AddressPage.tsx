import { Descriptions } from 'antd';
import { LongId } from '../../../components/LongId';
import { PageContainer } from '../../../components/PageContainer';
import { useTranslation } from '../../../lib/useTranslation';

const ADDRESSES: [string, string][] = [
  ['ERC20', '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'],
  ['TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'],
  ['Tx hash', '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'],
];

/** Long addresses shortened in the middle, copied whole. */
export default function AddressPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('route.demo.address')} header={t('demo.address.hint')}>
      <Descriptions bordered column={1} style={{ maxWidth: 640 }}>
        {ADDRESSES.map(([label, address]) => (
          <Descriptions.Item key={label} label={label}>
            <LongId value={address} />
          </Descriptions.Item>
        ))}
      </Descriptions>
    </PageContainer>
  );
}
