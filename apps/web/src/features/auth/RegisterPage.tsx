import { authApi as api, t as message } from '@mc/contract';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form/FormAlert';
import { applyServerErrors } from '../../lib/form/serverErrors';
import { isApiError } from '../../lib/http/apiError';
import { call } from '../../lib/http/client';
import { useToast } from '../../lib/notify';
import { browserTimeZone } from '../../lib/timeZones';
import { useLang } from '../../lib/useLang';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { REGISTER_FIELDS, RegisterForm, type RegisterValues } from './RegisterForm';

export default function RegisterPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);
  const [alert, setAlert] = useState<string>();

  const submit = async (values: RegisterValues) => {
    setSubmitting(true);
    setAlert(undefined);
    try {
      // the merchant's time zone starts as the browser's (its days and months are cut in it)
      const data = await call(api.register, { ...values, token: '', timezone: browserTimeZone(lang) });
      toast.success(message('register_ok', lang));
      await navigate('/login', { state: { email: data.email } });
    } catch (error) {
      if (!isApiError(error)) setAlert(t('register.failed'));
      else if (error.status === 429 && error.retryAfter) {
        setAlert(message('rate_limited', lang, { seconds: error.retryAfter }));
      } else if (!error.handled) {
        const rest = applyServerErrors<(typeof REGISTER_FIELDS)[number]>(form, error.errors, REGISTER_FIELDS);
        if (error.errors.length === 0) setAlert(error.message || t('register.failed'));
        else if (rest.length > 0) setAlert(rest.join(' '));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout>
      <div className="mc-auth-card">
        <AuthHeading title={t('register.title')} subtitle={t('register.subtitle')} />
        <RegisterForm form={form} submitting={submitting} onSubmit={(values) => void submit(values)} />
        <FormAlert text={alert} testId="register-alert" place="below" />
        <div className="mc-auth-switch">
          {t('register.hasAccount')}{' '}
          <Link to="/login" className="mc-text-link">
            {t('register.toLogin')}
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}
