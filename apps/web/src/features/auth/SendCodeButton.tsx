import { authApi as api, t as message } from '@mc/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/ToastProvider';
import { isApiError } from '../../lib/http/apiError';
import { call } from '../../lib/http/client';
import { useLang } from '../../lib/useLang';
import { useCountdown } from './useCountdown';

interface Props {
  /** Validates and returns the email to send to, or null when it is not valid. */
  getEmail: () => Promise<string | null>;
  /** Shows a server error on the email field. */
  onEmailError: (text: string) => void;
}

/** Sends the register code; waits `resend_after_seconds` (or Retry-After on 429) before allowing again. */
export function SendCodeButton({ getEmail, onEmailError }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const email = await getEmail();
    if (!email) return;
    setSending(true);
    try {
      const data = await call(api.sendCode, { email, purpose: 'register' });
      start(data.resend_after_seconds);
      toast.success(message('code_sent', lang));
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      if (error.status === 429) {
        const seconds = error.retryAfter ?? 60;
        start(seconds);
        toast.warning(message('rate_limited', lang, { seconds }));
      } else {
        const emailError = error.errors.find((e) => e.field === 'email');
        if (emailError) onEmailError(emailError.message);
        else toast.error(error.message);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      onClick={() => void send()}
      loading={sending}
      disabled={left > 0}
      data-testid="send-code"
      style={{ minWidth: 128 }}
    >
      {left > 0 ? t('register.resendIn', { seconds: left }) : t('register.sendCode')}
    </Button>
  );
}
