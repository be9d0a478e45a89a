import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { TotpTag } from '../account/overview/MerchantTags';
import { useMerchantInfo } from '../auth/useMerchantInfo';
import { BindTotpModal } from './BindTotpModal';
import { SecurityRow } from './SecurityRow';
import { UnbindTotpModal } from './UnbindTotpModal';

/** Security settings: the authenticator, bound or not, with bind / unbind. */
export function SecurityCard({
  onBound,
  onChanged,
}: {
  /** The recovery codes of a binding just made. */
  onBound?: (recoveryCodes: string[]) => void;
  /** After binding or unbinding. */
  onChanged?: () => void;
}) {
  const { t } = useTranslation();
  const info = useMerchantInfo();
  const [dialog, setDialog] = useState<'bind' | 'unbind' | null>(null);
  const enabled = info?.totp_enabled ?? false;

  return (
    <Card title={t('security.title')}>
      {/* under the title, not beside it: on a phone the text beside the title squeezed it out */}
      <Typography.Paragraph type="secondary">{t('security.subtitle')}</Typography.Paragraph>
      <SecurityRow
        icon={<SafetyCertificateOutlined />}
        state={
          <Space size={8} wrap>
            <Typography.Text strong>{t('security.totpName')}</Typography.Text>
            <TotpTag enabled={enabled} />
          </Space>
        }
        description={t('security.totpDesc')}
        actions={
          enabled ? (
            <Button danger onClick={() => setDialog('unbind')} data-testid="totp-unbind">
              {t('security.unbind')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => setDialog('bind')} data-testid="totp-bind">
              {t('security.bind')}
            </Button>
          )
        }
      />
      <BindTotpModal
        open={dialog === 'bind'}
        onClose={() => setDialog(null)}
        onBound={(codes) => {
          onBound?.(codes);
          onChanged?.();
        }}
      />
      <UnbindTotpModal open={dialog === 'unbind'} onClose={() => setDialog(null)} onUnbound={onChanged} />
    </Card>
  );
}
