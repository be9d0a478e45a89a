import {
  type AcceptInvitationBody,
  acceptInvitationBody,
  type InvitationView,
  t as message,
  teamApi,
} from '@mc/contract';
import { Button, Form, Input, Space, Steps } from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFormSubmitError } from '../../../lib/form/useFormSubmitError';
import { useRevalidateOnLanguage } from '../../../lib/form/useRevalidateOnLanguage';
import { schemaRule } from '../../../lib/form/zodRule';
import { call } from '../../../lib/http/client';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { AuthenticatorStep } from './AuthenticatorStep';

type Values = Omit<AcceptInvitationBody, 'token'>;
const FIELDS = ['name', 'password', 'password_confirmation', 'totp_code'] as const;
type Field = (typeof FIELDS)[number];
const ACCOUNT_FIELDS: Field[] = ['name', 'password', 'password_confirmation'];

export type Accepted = Awaited<ReturnType<typeof acceptInvitation>>;

const acceptInvitation = (body: AcceptInvitationBody) => call(teamApi.acceptInvitation, body);

/**
 * Accepting: a name and a password (the sign-up's rules, the contract's schema), then, when the role
 * requires it, binding an authenticator; one POST of the whole body at the end.
 */
export function InvitationForm(p: {
  token: string;
  invitation: InvitationView;
  onAccepted: (a: Accepted) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguage(form);
  const errors = useFormSubmitError<Field>(form, FIELDS);
  const [step, setStep] = useState(0);
  const [sending, setSending] = useState(false);
  const needsAuthenticator = p.invitation.requires_authenticator;
  const bodyOf = (values: Partial<Values>) => ({ ...values, token: p.token });
  const rule = (field: Field) =>
    schemaRule(acceptInvitationBody, field, lang, () => bodyOf(form.getFieldsValue(true) as Values));

  const accept = async () => {
    errors.setAlert(undefined);
    const values = form.getFieldsValue(true) as Values;
    const body = acceptInvitationBody.parse(
      bodyOf(needsAuthenticator ? values : { ...values, totp_code: undefined }),
    );
    setSending(true);
    try {
      p.onAccepted(await acceptInvitation(body));
    } catch (error) {
      errors.showError(error);
      // a field of the first step is refused: go back to it
      if (form.getFieldsError(ACCOUNT_FIELDS).some((f) => f.errors.length > 0)) setStep(0);
    } finally {
      setSending(false);
    }
  };

  const onFinish = () => {
    if (needsAuthenticator && step === 0) setStep(1);
    else void accept();
  };

  return (
    <>
      {needsAuthenticator ? (
        <Steps
          size="small"
          current={step}
          items={[{ title: t('invite.stepAccount') }, { title: t('invite.stepAuthenticator') }]}
          style={{ marginBottom: 20 }}
        />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        onFinish={onFinish}
        data-testid="invite-form"
      >
        <div hidden={step !== 0}>
          <Form.Item name="name" label={t('invite.name')} rules={[rule('name')]}>
            <Input
              placeholder={t('invite.namePlaceholder')}
              autoComplete="name"
              maxLength={64}
              data-testid="invite-name"
            />
          </Form.Item>
          <NewPasswordFields
            password={{
              label: t('invite.password'),
              placeholder: t('invite.passwordPlaceholder'),
              testId: 'invite-password',
            }}
            confirmation={{
              label: t('invite.passwordConfirmation'),
              placeholder: t('invite.passwordConfirmationPlaceholder'),
              testId: 'invite-password-confirmation',
            }}
            rule={rule}
          />
        </div>
        {step === 1 ? (
          <AuthenticatorStep
            token={p.token}
            rules={[{ required: true, message: message('totp_required', lang) }, rule('totp_code')]}
          />
        ) : null}
        <FormAlert text={errors.alert} testId="invite-alert" />
        {step === 1 ? (
          <Space style={{ width: '100%' }} orientation="vertical">
            <SubmitButton loading={sending} testId="invite-submit" large={false}>
              {t('invite.submit')}
            </SubmitButton>
            <Button block onClick={() => setStep(0)} data-testid="invite-back">
              {t('invite.back')}
            </Button>
          </Space>
        ) : (
          <SubmitButton
            loading={sending}
            testId={needsAuthenticator ? 'invite-next' : 'invite-submit'}
            large={false}
          >
            {needsAuthenticator ? t('invite.next') : t('invite.submit')}
          </SubmitButton>
        )}
      </Form>
    </>
  );
}
