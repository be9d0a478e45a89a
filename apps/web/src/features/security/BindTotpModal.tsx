import { coreApi as api, t as message, totpEnableBody } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form } from 'antd';
import { TotpCodeInput } from '../../components/form/TotpCodeInput';
import { call } from '../../lib/http/client';
import type { RouteData } from '../../lib/http/types';
import { useToast } from '../../lib/notify';
import { useLang } from '../../lib/useLang';
import { useTranslation } from '../../lib/useTranslation';
import { setMerchantInfo } from '../auth/useMerchantInfo';
import { SecretStepModal } from './SecretStepModal';
import { TotpSetupDetails } from './TotpSetupDetails';

interface Values {
  code: string;
}
type TotpEnabled = RouteData<typeof api.totpEnable>;

/** Bind: totp/setup gives the secret and QR; a current code finishes it (totp/enable). */
export function BindTotpModal({
  open,
  onClose,
  onBound,
}: {
  open: boolean;
  onClose: () => void;
  /** Receives the ten recovery codes of the binding: the only time they are shown. */
  onBound?: (recoveryCodes: string[]) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const setup = useQuery({
    queryKey: ['totp', 'setup'],
    queryFn: () => call(api.totpSetup),
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  return (
    <SecretStepModal<Values, TotpEnabled>
      open={open}
      onClose={onClose}
      title={t('security.bindTitle')}
      confirmLabel={t('security.confirmBind')}
      confirmTestId="totp-confirm"
      disabled={!setup.data}
      width={560}
      schema={totpEnableBody}
      fields={['code']}
      submit={(values) => call(api.totpEnable, { code: values.code })}
      onDone={({ recovery_codes, ...info }) => {
        // the codes are shown once and never cached or stored
        setMerchantInfo(info);
        toast.success(message('totp_enabled', lang));
        onBound?.(recovery_codes);
      }}
      above={
        setup.isError ? (
          <Alert type="error" showIcon title={t('security.setupFailed')} description={setup.error.message} />
        ) : (
          <TotpSetupDetails setup={setup.data} />
        )
      }
      formStyle={{ marginTop: 16 }}
    >
      {(rule) => (
        <Form.Item name="code" label={`3. ${t('security.step3')}`} rules={[rule('code')]}>
          <TotpCodeInput testId="totp-code" />
        </Form.Item>
      )}
    </SecretStepModal>
  );
}
