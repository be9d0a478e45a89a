import { coreApi as api, t as message, totpEnableBody } from '@mc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/ToastProvider';
import { schemaRule } from '../../lib/form/zodRule';
import { call } from '../../lib/http/client';
import { useLang } from '../../lib/useLang';
import { setMerchantInfo } from '../auth/useMerchantInfo';
import { SecurityFormModal, TotpCodeInput } from './SecurityFormModal';
import { TotpSetupDetails } from './TotpSetupDetails';
import { useFormSubmitError } from './useFormSubmitError';

interface Values {
  code: string;
}

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
  const [form] = Form.useForm<Values>();
  const setup = useQuery({
    queryKey: ['totp', 'setup'],
    queryFn: () => call(api.totpSetup),
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const { alert, setAlert, showError } = useFormSubmitError<keyof Values>(form, ['code']);
  const enable = useMutation({
    mutationFn: (values: Values) => call(api.totpEnable, { code: values.code }),
    onSuccess: ({ recovery_codes, ...info }) => {
      // the codes are shown once and never cached or stored
      setMerchantInfo(info);
      toast.success(message('totp_enabled', lang));
      onClose();
      onBound?.(recovery_codes);
    },
    onError: showError,
  });

  return (
    <SecurityFormModal
      open={open}
      onClose={onClose}
      form={form}
      onReset={() => setAlert(undefined)}
      title={t('security.bindTitle')}
      confirmLabel={t('security.confirmBind')}
      confirmTestId="totp-confirm"
      pending={enable.isPending}
      disabled={!setup.data}
      width={560}
      alert={alert}
    >
      {setup.isError ? (
        <Alert type="error" showIcon title={t('security.setupFailed')} description={setup.error.message} />
      ) : (
        <TotpSetupDetails setup={setup.data} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) => enable.mutate(values)}
        style={{ marginTop: 16 }}
        requiredMark={false}
      >
        <Form.Item
          name="code"
          label={`3. ${t('security.step3')}`}
          rules={[schemaRule(totpEnableBody, 'code', lang, () => form.getFieldsValue())]}
        >
          <TotpCodeInput testId="totp-code" />
        </Form.Item>
      </Form>
    </SecurityFormModal>
  );
}
