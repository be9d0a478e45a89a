import { LockOutlined, MailOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { opsApi as api, type OpsLoginBody, opsLoginBody } from '@mc/contract';
import { Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BrandMark } from '../../components/Brand';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { LanguageToggle } from '../../components/LanguageToggle';
import { enterPlaceholder } from '../../lib/form/placeholder';
import { useFormSubmitError } from '../../lib/form/useFormSubmitError';
import { useRevalidateOnLanguage } from '../../lib/form/useRevalidateOnLanguage';
import { schemaRule } from '../../lib/form/zodRule';
import { call } from '../../lib/http/client';
import { useToast } from '../../lib/notify';
import { useLang } from '../../lib/useLang';
import { useTranslation } from '../../lib/useTranslation';
import { opsQueryClient } from './api';
import { afterOpsLogin, saveOpsSession } from './session';

type Field = keyof OpsLoginBody;
const FIELDS: readonly Field[] = ['email', 'password', 'totp_code'];

/** /ops/login: email, password and the authenticator code, all three every time. */
export default function OpsLoginPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<OpsLoginBody>();
  useRevalidateOnLanguage(form);
  const { alert, setAlert, showError } = useFormSubmitError<Field>(form, FIELDS);
  const [busy, setBusy] = useState(false);
  const rule = (field: Field) => schemaRule(opsLoginBody, field, lang, () => form.getFieldsValue());

  const submit = async (values: OpsLoginBody) => {
    setBusy(true);
    setAlert(undefined);
    try {
      const data = await call(api.opsLogin, { ...values, email: values.email.trim() });
      saveOpsSession(data.token);
      opsQueryClient.clear();
      toast.success(t('ops.login.welcome', { email: data.email }));
      await navigate(afterOpsLogin(params.get('redirect')), { replace: true });
    } catch (error) {
      form.setFieldValue('totp_code', '');
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mc-ops-login">
      <div className="mc-ops-login-lang">
        <LanguageToggle />
      </div>
      <Card className="mc-ops-login-card">
        <div className="mc-ops-login-head">
          <BrandMark size={40} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('ops.login.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('ops.login.subtitle')}</Typography.Text>
        </div>
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => void submit(v)}
          aria-label={t('ops.login.title')}
          initialValues={{ email: '', password: '', totp_code: '' }}
        >
          <Form.Item
            name="email"
            label={t('ops.login.email')}
            rules={[rule('email')]}
            validateTrigger="onBlur"
          >
            <Input
              placeholder={enterPlaceholder(t, t('ops.login.email'))}
              size="large"
              prefix={<MailOutlined />}
              autoComplete="username"
              inputMode="email"
              autoFocus
              data-testid="ops-login-email"
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('ops.login.password')}
            rules={[rule('password')]}
            validateTrigger="onBlur"
          >
            <Input.Password
              placeholder={enterPlaceholder(t, t('ops.login.password'))}
              size="large"
              prefix={<LockOutlined />}
              autoComplete="current-password"
              data-testid="ops-login-password"
            />
          </Form.Item>
          <Form.Item
            name="totp_code"
            label={t('ops.login.totp')}
            extra={t('ops.login.totpHint')}
            rules={[rule('totp_code')]}
            validateTrigger="onSubmit"
          >
            <Input
              placeholder={enterPlaceholder(t, t('ops.login.totp'))}
              size="large"
              prefix={<SafetyCertificateOutlined />}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              data-testid="ops-login-totp"
            />
          </Form.Item>
          <FormAlert text={alert} testId="ops-login-alert" />
          <SubmitButton loading={busy} testId="ops-login-submit">
            {t('ops.login.submit')}
          </SubmitButton>
        </Form>
        <div className="mc-ops-login-foot">
          <a href="/login">{t('ops.login.toMerchant')}</a>
        </div>
      </Card>
    </div>
  );
}
