import { settingsApi as api, regenerateRecoveryCodesBody } from '@mc/contract';
import { Form, Typography } from 'antd';
import { TotpCodeInput } from '../../../components/form/TotpCodeInput';
import { call } from '../../../lib/http/client';
import { useTranslation } from '../../../lib/useTranslation';
import { SecretStepModal } from '../../security/SecretStepModal';
import { refreshSettings } from '../api';

/** New recovery codes for a current authenticator code; the old ones stop working. */
export function RegenerateCodesModal(p: {
  open: boolean;
  onClose: () => void;
  onCodes: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <SecretStepModal<{ code: string }, { codes: string[] }>
      open={p.open}
      onClose={p.onClose}
      title={t('settings.recovery.regenerateTitle')}
      confirmLabel={t('settings.recovery.regenerate')}
      confirmTestId="regenerate-confirm"
      schema={regenerateRecoveryCodesBody}
      fields={['code']}
      submit={(values) => call(api.regenerateRecoveryCodes, values)}
      onDone={(data) => {
        p.onCodes(data.codes);
        void refreshSettings();
      }}
      above={
        <Typography.Paragraph type="secondary">{t('settings.recovery.regenerateHint')}</Typography.Paragraph>
      }
    >
      {(rule) => (
        <Form.Item name="code" label={t('security.code')} rules={[rule('code')]}>
          <TotpCodeInput testId="regenerate-code" />
        </Form.Item>
      )}
    </SecretStepModal>
  );
}
