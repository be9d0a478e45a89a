import type { LoginBody } from '@mc/contract';
import { lazy, Suspense, useState } from 'react';
import { openPage, useHandOff } from '../../lib/pageHandOff';
import { afterLoginPath } from '../../lib/routing/guardRules';
import { useLang } from '../../lib/useLang';
import { useTranslation } from '../../lib/useTranslation';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { completeLogin } from './completeLogin';
import { ErrorBanner } from './ErrorBanner';
import { loginFailure } from './loginOutcome';
import { type CredentialErrors, type Credentials, PasswordStep } from './PasswordStep';

/** Only merchants with an authenticator see step 2: it loads when the server asks for it. */
const TotpStep = lazy(() => import('./TotpStep'));

/** The page asked for before login (`?redirect=`), read when the login succeeds. */
const redirectParam = () => new URLSearchParams(window.location.search).get('redirect');

/**
 * /login (a page of the public entry, drawn on the server): email + password, then the authenticator
 * code when the server asks for it (428); the console opens after, with the welcome. An email handed
 * over by the page that sent the visitor here (sign-up, an accepted invitation) is filled in.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const handed = useHandOff();
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [alert, setAlert] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({});
  const [totpError, setTotpError] = useState<string>();

  const attempt = async (body: LoginBody) => {
    setSubmitting(true);
    setAlert(undefined);
    setFieldErrors({});
    setTotpError(undefined);
    try {
      const { requestLogin } = await import('./loginRequest');
      const data = await requestLogin(body);
      completeLogin(data, lang);
      openPage(afterLoginPath(redirectParam()), {
        replace: true,
        handOff: { notice: t('login.welcome', { name: data.merchant_name }) },
      });
    } catch (error) {
      const failure = loginFailure(error, lang, t('login.failed'));
      if (failure.kind === 'totp') setCredentials({ email: body.email, password: body.password });
      if (failure.kind === 'alert') setAlert(failure.text);
      if (failure.kind === 'fields') {
        const byField = new Map(failure.errors.map((e) => [e.field, e.message]));
        setFieldErrors({ email: byField.get('email'), password: byField.get('password') });
        setTotpError(byField.get('totp_code'));
        const other = failure.errors.filter((e) => !['email', 'password', 'totp_code'].includes(e.field));
        if (other.length > 0) setAlert(other.map((e) => e.message).join(' '));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout>
      <div className="mc-auth-card">
        {credentials ? (
          <Suspense fallback={null}>
            <TotpStep
              email={credentials.email}
              submitting={submitting}
              error={totpError}
              onSubmit={(code) => void attempt({ ...credentials, totp_code: code })}
              onBack={() => {
                setCredentials(null);
                setAlert(undefined);
              }}
            />
          </Suspense>
        ) : (
          <>
            <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
            <PasswordStep
              key={handed?.email}
              initialEmail={handed?.email ?? ''}
              submitting={submitting}
              serverErrors={fieldErrors}
              onSubmit={(values) => void attempt(values)}
            />
          </>
        )}
        {alert ? <ErrorBanner text={alert} testId="login-alert" /> : null}
        <div className="mc-auth-switch">
          {t('login.noAccount')}{' '}
          <a href="/register" className="mc-text-link">
            {t('login.toRegister')}
          </a>
        </div>
      </div>
    </AuthLayout>
  );
}
