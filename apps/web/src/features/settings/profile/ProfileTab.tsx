import { Button, Descriptions, Skeleton, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { descriptionColumns } from '../../../components/descriptionItem';
import { LongId } from '../../../components/LongId';
import { useNarrowScreen } from '../../../lib/narrowScreen';
import { useTranslation } from '../../../lib/useTranslation';
import { KybTag, StatusTag } from '../../account/overview/MerchantTags';
import { useMerchantInfo } from '../../auth/useMerchantInfo';
import { OverpaymentItem } from '../overpayment/OverpaymentItem';
import { formatTime } from '../time';
import { TimeZoneItem } from '../timezone/TimeZoneItem';

/** Who the merchant is: name, type, email, created, status, time zone, overpayment, KYB and authenticator. */
export function ProfileTab() {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const navigate = useNavigate();
  const info = useMerchantInfo();
  if (!info) return <Skeleton active />;
  const kybAction =
    info.kyb_status === 'not_submitted' || info.kyb_status === 'failed' ? (
      <Button size="small" type="link" onClick={() => navigate('/kyc-kyb')} data-testid="profile-kyb">
        {info.kyb_status === 'failed' ? t('settings.profile.toKybAgain') : t('settings.profile.toKyb')}
      </Button>
    ) : null;

  return (
    <div className="mc-settings-pane" data-testid="profile-tab">
      <Typography.Title level={5}>{t('settings.profile.title')}</Typography.Title>
      <Descriptions bordered column={descriptionColumns()} size="middle" className="mc-settings-descriptions">
        <Descriptions.Item label={t('settings.profile.name')}>
          <span data-testid="profile-name">{info.merchant_name}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.profile.type')}>
          {t(`merchant.type.${info.merchant_type}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.profile.email')}>
          <span data-testid="profile-email">{info.email}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.profile.merchantId')}>
          {/* on a phone the id shows 4+4 characters (its whole value on hover), so the card keeps its width */}
          <LongId
            value={info.merchant_id}
            head={narrow ? 4 : 12}
            tail={narrow ? 4 : 8}
            testId="profile-merchant-id"
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.profile.status')}>
          <StatusTag status={info.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.profile.created')}>
          {formatTime(info.created_at)}
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.profile.timezone')}>
          <TimeZoneItem timezone={info.timezone} />
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.overpayment.label')}>
          <OverpaymentItem />
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.profile.kyb')}>
          <Space size={4}>
            <KybTag status={info.kyb_status} />
            {kybAction}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('settings.profile.totp')}>
          <Tag color={info.totp_enabled ? 'success' : 'warning'}>
            {info.totp_enabled ? t('merchant.totp.bound') : t('merchant.totp.unbound')}
          </Tag>
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
