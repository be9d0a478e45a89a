import { coreApi as api, type MerchantInfo, t as message, totpDisableBody } from '@mc/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { TotpCodeInput } from '../../components/form/TotpCodeInput';
import { enterPlaceholder } from '../../lib/form/placeholder';
import { call } from '../../lib/http/client';
import { useToast } from '../../lib/notify';
import { useLang } from '../../lib/useLang';
import { useTranslation } from '../../lib/useTranslation';
import { setMerchantInfo } from '../auth/useMerchantInfo';
import { SecretStepModal } from './SecretStepModal';

interface Values {
  password: string;
  code?: string;
  recovery_code?: string;
}
const FIELDS = ['password', 'code', 'recovery_code'] as const;

/** Unbind: the login password and a current code, or one of the recovery codes (totp/disable). */
export function UnbindTotpModal({
  open,
  onClose,
  onUnbound,
}: {
  open: boolean;
  onClose: () => void;
  onUnbound?: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const [useRecovery, setUseRecovery] = useState(false);
  const body = (values: Values) =>
    useRecovery
      ? { password: values.password, recovery_code: values.recovery_code ?? '' }
      : { password: values.password, code: values.code ?? '' };

  return (
    <SecretStepModal<Values, MerchantInfo>
      open={open}
      onClose={onClose}
      onReset={() => setUseRecovery(false)}
      title={t('security.unbindTitle')}
      confirmLabel={t('security.confirmUnbind')}
      confirmTestId="totp-unbind-confirm"
      danger
      schema={totpDisableBody}
      fields={FIELDS}
      body={body}
      submit={(values) => call(api.totpDisable, body(values))}
      onDone={(info) => {
        setMerchantInfo(info);
        toast.success(message('totp_disabled', lang));
        onUnbound?.();
      }}
      above={
        <Alert type="warning" showIcon title={t('security.unbindWarning')} style={{ marginBottom: 16 }} />
      }
    >
      {(rule) => (
        <>
          <Form.Item name="password" label={t('security.password')} rules={[rule('password')]}>
            <Input.Password
              placeholder={enterPlaceholder(t, t('security.password'))}
              autoComplete="current-password"
              data-testid="unbind-password"
            />
          </Form.Item>
          {useRecovery ? (
            <Form.Item
              name="recovery_code"
              label={t('settings.recovery.recoveryCode')}
              rules={[rule('recovery_code')]}
            >
              <Input
                placeholder={t('settings.recovery.recoveryPlaceholder')}
                autoComplete="off"
                className="mc-mono"
                data-testid="unbind-recovery-code"
              />
            </Form.Item>
          ) : (
            <Form.Item name="code" label={t('security.code')} rules={[rule('code')]}>
              <TotpCodeInput testId="unbind-code" />
            </Form.Item>
          )}
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => setUseRecovery((v) => !v)}
            data-testid="unbind-toggle-recovery"
          >
            {useRecovery ? t('settings.recovery.useTotp') : t('settings.recovery.useRecovery')}
          </Button>
        </>
      )}
    </SecretStepModal>
  );
}
