import { LockOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { usePreconditionGate } from '../../security/gates';
import { SecurityRow } from '../../security/SecurityRow';
import { useSecurityStatus } from '../api';
import { formatTime } from '../time';
import { ChangePaymentPasswordModal } from './ChangePaymentPasswordModal';
import { ResetPaymentPasswordModal } from './ResetPaymentPasswordModal';
import { SetPaymentPasswordModal } from './SetPaymentPasswordModal';

type Dialog = 'set' | 'change' | 'reset' | null;

/** The 6-digit payment password: set (needs the authenticator), change, or reset when forgotten. */
export function PaymentPasswordTab() {
  const { t } = useTranslation();
  const status = useSecurityStatus();
  const gate = usePreconditionGate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const s = status.data;
  /** Setting and resetting need a bound authenticator: say so before asking for anything. */
  const openNeedingAuthenticator = (next: Dialog) => {
    if (s && !s.totp_enabled) gate.open('authenticator_required');
    else setDialog(next);
  };

  const tag = !s ? null : s.payment_password_locked_until ? (
    <Tag color="error" data-testid="pay-status" data-status="locked">
      {t('settings.payment.statusLocked', { time: formatTime(s.payment_password_locked_until) })}
    </Tag>
  ) : s.payment_password_set ? (
    <Tag color="success" data-testid="pay-status" data-status="set">
      {t('settings.payment.statusSet')}
    </Tag>
  ) : (
    <Tag color="warning" data-testid="pay-status" data-status="unset">
      {t('settings.payment.statusUnset')}
    </Tag>
  );

  return (
    <div className="mc-settings-pane" data-testid="payment-password-tab">
      <Card title={t('settings.payment.title')}>
        {!s ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <SecurityRow
            icon={<LockOutlined />}
            state={<span>{tag}</span>}
            description={t('settings.payment.intro')}
            actions={
              s.payment_password_set ? (
                <Space wrap>
                  <Button onClick={() => setDialog('change')} data-testid="pay-change">
                    {t('settings.payment.change')}
                  </Button>
                  <Button onClick={() => openNeedingAuthenticator('reset')} data-testid="pay-reset">
                    {t('settings.payment.reset')}
                  </Button>
                </Space>
              ) : (
                <Button type="primary" onClick={() => openNeedingAuthenticator('set')} data-testid="pay-set">
                  {t('settings.payment.set')}
                </Button>
              )
            }
          />
        )}
      </Card>
      <SetPaymentPasswordModal open={dialog === 'set'} onClose={() => setDialog(null)} />
      <ChangePaymentPasswordModal open={dialog === 'change'} onClose={() => setDialog(null)} />
      <ResetPaymentPasswordModal open={dialog === 'reset'} onClose={() => setDialog(null)} />
    </div>
  );
}
