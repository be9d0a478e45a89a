import { MailOutlined, SafetyOutlined, ShopOutlined } from '@ant-design/icons';
import { type RegisterBody, registerBody } from '@mc/contract';
import { Form, type FormInstance, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../components/form/NewPasswordFields';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useRevalidateOnLanguage } from '../../lib/form/useRevalidateOnLanguage';
import { schemaRule } from '../../lib/form/zodRule';
import { useLang } from '../../lib/useLang';
import { SendCodeButton } from './SendCodeButton';

export type RegisterValues = Omit<RegisterBody, 'token'>;
export const REGISTER_FIELDS = [
  'merchant_name',
  'merchant_type',
  'email',
  'code',
  'password',
  'password_confirmation',
] as const;
type Field = (typeof REGISTER_FIELDS)[number];

interface Props {
  form: FormInstance<RegisterValues>;
  submitting: boolean;
  onSubmit: (values: RegisterValues) => void;
}

/** Register fields, each validated with the contract's registerBody and its translated messages. */
export function RegisterForm({ form, submitting, onSubmit }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  useRevalidateOnLanguage(form);
  const rule = (field: Field) =>
    schemaRule(registerBody, field, lang, () => ({ ...form.getFieldsValue(), token: '' }));

  const emailForCode = async (): Promise<string | null> => {
    try {
      const values = await form.validateFields(['email']);
      return values.email.trim();
    } catch {
      return null;
    }
  };

  return (
    <Form<RegisterValues>
      form={form}
      name="register"
      layout="vertical"
      size="large"
      validateTrigger="onBlur"
      initialValues={{ merchant_type: 'enterprise' }}
      onFinish={onSubmit}
    >
      <Form.Item name="merchant_type" label={t('register.merchantType')} rules={[rule('merchant_type')]}>
        <Radio.Group block optionType="button" buttonStyle="solid" data-testid="register-type">
          <Radio.Button value="enterprise">{t('register.enterprise')}</Radio.Button>
          <Radio.Button value="individual">{t('register.individual')}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="merchant_name" label={t('register.merchantName')} rules={[rule('merchant_name')]}>
        <Input
          prefix={<ShopOutlined />}
          placeholder={t('register.merchantNamePlaceholder')}
          autoComplete="organization"
          data-testid="register-merchant-name"
        />
      </Form.Item>
      <Form.Item name="email" label={t('register.email')} rules={[rule('email')]}>
        <Input
          prefix={<MailOutlined />}
          placeholder={t('login.emailPlaceholder')}
          autoComplete="email"
          inputMode="email"
          data-testid="register-email"
        />
      </Form.Item>
      <Form.Item label={t('register.code')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[rule('code')]}>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('register.codePlaceholder')}
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-label={t('register.code')}
              data-testid="register-code"
            />
          </Form.Item>
          <SendCodeButton
            purpose="register"
            getEmail={emailForCode}
            onEmailError={(text) => form.setFields([{ name: 'email', errors: [text] }])}
            texts={{ send: 'register.sendCode', resendIn: 'register.resendIn' }}
            testId="send-code"
            style={{ minWidth: 128 }}
          />
        </Space.Compact>
      </Form.Item>
      <NewPasswordFields
        password={{
          label: t('register.password'),
          placeholder: t('register.passwordPlaceholder'),
          testId: 'register-password',
        }}
        confirmation={{
          label: t('register.passwordConfirmation'),
          placeholder: t('register.passwordConfirmationPlaceholder'),
          testId: 'register-password-confirmation',
        }}
        rule={rule}
        withIcon
      />
      <SubmitButton loading={submitting} testId="register-submit" large={false}>
        {t('register.submit')}
      </SubmitButton>
    </Form>
  );
}
