import { type FieldError, fields, paymentPassword } from '@mc/contract';
import { Form } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormModal } from '../../../components/form/FormModal';
import { TotpCodeInput } from '../../../components/form/TotpCodeInput';
import { fieldMessages } from '../../../lib/form/zodRule';
import { isApiError } from '../../../lib/http/apiError';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { useGatedSubmitError } from '../../security/gates';
import { PaymentPasswordInput } from '../../settings/payment/PaymentPasswordInput';
import { createSubmissionKeys, type SecuritySecrets } from './submissionKeys';

const SECRET_FIELDS = ['payment_password', 'totp_code'] as const;
type SecretField = (typeof SECRET_FIELDS)[number];

interface Props<B extends object> {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** What is paid, without the secrets: it picks the Idempotency-Key. */
  request: B;
  /** Shows the authenticator code field (the server may also ask for it with a 428). */
  totpRequired: boolean;
  /** The confirm button is off (e.g. the quote expired). */
  disabled?: boolean;
  /** The summary of the payout and its notices. */
  children: ReactNode;
  onClose: () => void;
  /** Sends the payout with the secrets and the key; throws what the server answered. */
  send: (body: B & SecuritySecrets, idempotencyKey: string) => Promise<void>;
  /** Fields of the page's form: their 422 errors go back to the page (which closes the dialog). */
  pageFields: readonly string[];
  onPageErrors: (errors: FieldError[]) => void;
}

/**
 * The confirmation of every payout: its summary, the 6-digit payment password and, when needed,
 * the authenticator code. Preconditions (428) open their guided prompt; a locked password (429)
 * shows its message; a retry of the same payout carries the same Idempotency-Key.
 */
export function SecurityDialog<B extends object>(p: Props<B>) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<SecuritySecrets>();
  const keys = useRef(createSubmissionKeys()).current;
  // the server's "code required" (428): the code field appears with that message on it
  const [askTotp, setAskTotp] = useState<string | null>(null);
  const errors = useGatedSubmitError<SecretField>(form, SECRET_FIELDS, p.onClose);
  const showTotp = p.totpRequired || askTotp !== null;

  useEffect(() => {
    if (askTotp) form.setFields([{ name: 'totp_code', errors: [askTotp] }]);
  }, [askTotp, form]);

  const rule = (schema: Parameters<typeof fieldMessages>[0]) => ({
    validator: async (_: unknown, value: unknown) => {
      const [first] = fieldMessages(schema, value, 'body', lang);
      if (first) throw new Error(first);
    },
  });

  const fail = (error: unknown) => {
    if (isApiError(error) && error.code === 428 && error.reason === 'totp_required') {
      setAskTotp(error.message);
      return;
    }
    if (isApiError(error)) {
      const onPage = error.errors.filter((e) => p.pageFields.includes(e.field));
      if (onPage.length > 0) {
        p.onPageErrors(onPage);
        return;
      }
    }
    errors.showError(error);
  };

  const secretsOf = (values: SecuritySecrets): SecuritySecrets => {
    const secrets: SecuritySecrets = { payment_password: values.payment_password };
    if (showTotp && values.totp_code) secrets.totp_code = values.totp_code;
    return secrets;
  };

  return (
    <FormModal<SecuritySecrets, void>
      open={p.open}
      onClose={p.onClose}
      form={form}
      errors={errors}
      onReset={() => setAskTotp(null)}
      title={p.title}
      confirmLabel={p.confirmLabel}
      confirmTestId="payout-confirm-ok"
      disabled={p.disabled}
      width={560}
      stayOpen
      submit={(values) => p.send({ ...p.request, ...secretsOf(values) }, keys.keyFor(p.request))}
      onDone={() => keys.done()}
      onError={fail}
      above={<div data-testid="payout-confirm">{p.children}</div>}
      formClassName="mc-payout-secrets"
    >
      <Form.Item
        name="payment_password"
        label={t('payout.confirm.paymentPassword')}
        rules={[rule(paymentPassword)]}
        extra={
          <Link to="/account-info#payment-password" onClick={p.onClose}>
            {t('payout.confirm.forgot')}
          </Link>
        }
      >
        <PaymentPasswordInput testId="payout-payment-password" />
      </Form.Item>
      {showTotp && (
        <Form.Item name="totp_code" label={t('payout.confirm.totp')} rules={[rule(fields.totpCode)]}>
          <TotpCodeInput testId="payout-totp" />
        </Form.Item>
      )}
    </FormModal>
  );
}
