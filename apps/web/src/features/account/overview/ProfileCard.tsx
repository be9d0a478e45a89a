import type { MerchantInfo } from '@mc/contract';
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { descriptionColumns, descriptionItem } from '../../../components/descriptionItem';
import { LongId } from '../../../components/LongId';
import { useTranslation } from '../../../lib/useTranslation';
import { KybTag, StatusTag, TotpTag } from './MerchantTags';

/** The merchant's own data, as /merchant/info returns it. */
export function ProfileCard({ info }: { info: MerchantInfo }) {
  const { t } = useTranslation();
  const item = (key: string, value: ReactNode, testId?: string) =>
    descriptionItem(key, t(`overview.${key}`), value, { testId });
  const items: DescriptionsProps['items'] = [
    item('name', info.merchant_name, 'merchant-name'),
    item('email', info.email, 'merchant-email'),
    descriptionItem('id', t('overview.merchantId'), <LongId value={info.merchant_id} testId="merchant-id" />),
    item('type', t(`merchant.type.${info.merchant_type}`), 'merchant-type'),
    item('status', <StatusTag status={info.status} />),
    item('kyb', <KybTag status={info.kyb_status} />),
    item('totp', <TotpTag enabled={info.totp_enabled} />),
    item('since', dayjs(info.created_at).format('YYYY-MM-DD HH:mm'), 'merchant-since'),
  ];
  return (
    <Card title={t('overview.profile')} style={{ height: '100%' }}>
      <Descriptions
        column={descriptionColumns()}
        items={items}
        colon={false}
        styles={{ label: { width: 120 } }}
      />
    </Card>
  );
}
