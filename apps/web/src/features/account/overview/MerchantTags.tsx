import type { MerchantInfo } from '@mc/contract';
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';

const KYB_COLOR: Record<MerchantInfo['kyb_status'], string> = {
  not_submitted: 'default',
  pending: 'processing',
  verified: 'success',
  failed: 'error',
};

export function StatusTag({ status }: { status: MerchantInfo['status'] }) {
  const { t } = useTranslation();
  return <Tag color={status === 'normal' ? 'success' : 'error'}>{t(`merchant.status.${status}`)}</Tag>;
}

export function KybTag({ status }: { status: MerchantInfo['kyb_status'] }) {
  const { t } = useTranslation();
  return <Tag color={KYB_COLOR[status]}>{t(`merchant.kyb.${status}`)}</Tag>;
}

export function TotpTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={enabled ? 'success' : 'warning'} data-testid="totp-status" data-enabled={enabled}>
      {enabled ? t('merchant.totp.bound') : t('merchant.totp.unbound')}
    </Tag>
  );
}
