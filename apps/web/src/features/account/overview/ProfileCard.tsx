import type { MerchantInfo } from '@mc/contract';
import { Card, Descriptions, type DescriptionsProps, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { KybTag, StatusTag, TotpTag } from './MerchantTags';

/** The merchant's own data, as /merchant/info returns it. */
export function ProfileCard({ info }: { info: MerchantInfo }) {
  const { t } = useTranslation();
  const items: DescriptionsProps['items'] = [
    {
      key: 'name',
      label: t('overview.name'),
      children: <span data-testid="merchant-name">{info.merchant_name}</span>,
    },
    {
      key: 'email',
      label: t('overview.email'),
      children: <span data-testid="merchant-email">{info.email}</span>,
    },
    {
      key: 'id',
      label: t('overview.merchantId'),
      children: (
        <Typography.Text copyable code data-testid="merchant-id">
          {info.merchant_id}
        </Typography.Text>
      ),
    },
    {
      key: 'type',
      label: t('overview.type'),
      children: <span data-testid="merchant-type">{t(`merchant.type.${info.merchant_type}`)}</span>,
    },
    { key: 'status', label: t('overview.status'), children: <StatusTag status={info.status} /> },
    { key: 'kyb', label: t('overview.kyb'), children: <KybTag status={info.kyb_status} /> },
    { key: 'totp', label: t('overview.totp'), children: <TotpTag enabled={info.totp_enabled} /> },
    {
      key: 'since',
      label: t('overview.since'),
      children: <span data-testid="merchant-since">{dayjs(info.created_at).format('YYYY-MM-DD HH:mm')}</span>,
    },
  ];
  return (
    <Card title={t('overview.profile')} style={{ height: '100%' }}>
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2 }}
        items={items}
        colon={false}
        styles={{ label: { width: 120 } }}
      />
    </Card>
  );
}
