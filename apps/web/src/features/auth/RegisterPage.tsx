import { t as message } from '@mc/contract';
import { useState } from 'react';
import { applyServerErrors } from '../../lib/form/serverErrors';
import { isApiError } from '../../lib/http/apiError';
import { openPage } from '../../lib/pageHandOff';
import { browserTimeZone } from '../../lib/timeZones';
import { useLang } from '../../lib/useLang';
import { useTranslation } from '../../lib/useTranslation';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { ErrorBanner } from './ErrorBanner';
import { RegisterForm, registerFieldId } from './RegisterForm';
import { REGISTER_FIELDS, type RegisterValues } from './registerFields';
import { usePlainForm } from './usePlainForm';

/** The contract's validation (zod and the schemas) loads when the visitor first checks a field. */
const validation = () => import('./registerValidation');

/**
 * /register (a page of the public entry, drawn on the server): a merchant signs up with an emailed
 * code, then logs in on /login, the email filled in.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [submitting, setSubmitting] = useState(false);
  const [alert, setAlert] = useState<string>();
  const form = usePlainForm({
    fields: REGISTER_FIELDS,
    initial: {
      merchant_type: 'enterprise',
      merchant_name: '',
      email: '',
      code: '',
      password: '',
      password_confirmation: '',
    },
    check: async (values, field) => (await validation()).registerFieldError(values, field, lang),
    idOf: registerFieldId,
    dependents: { password: ['password_confirmation'] },
  });

  const submit = async (values: RegisterValues) => {
    setSubmitting(true);
    setAlert(undefined);
    try {
      const [{ registerRequestBody }, { requestRegister }] = await Promise.all([
        validation(),
        import('./registerRequest'),
      ]);
      // the merchant's time zone starts as the browser's (its days and months are cut in it)
      const data = await requestRegister(registerRequestBody(values, browserTimeZone(lang)));
      openPage('/login', { handOff: { email: data.email, notice: message('register_ok', lang) } });
    } catch (error) {
      if (!isApiError(error)) setAlert(t('register.failed'));
      else if (error.status === 429 && error.retryAfter) {
        setAlert(message('rate_limited', lang, { seconds: error.retryAfter }));
      } else if (!error.handled) {
        const rest = applyServerErrors(form, error.errors, REGISTER_FIELDS);
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
        <ErrorBanner text={alert} testId="register-alert" />
        <div className="mc-auth-switch">
          {t('register.hasAccount')}{' '}
          <a href="/login" className="mc-text-link">
            {t('register.toLogin')}
          </a>
        </div>
      </div>
    </AuthLayout>
  );
}
