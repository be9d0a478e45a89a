import { authApi as api, type codePurposes, t as message } from '@mc/contract';
import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/http/apiError';
import { call } from '../../lib/http/client';
import { useToast } from '../../lib/notify';
import { useLang } from '../../lib/useLang';
import { useCountdown } from './useCountdown';

interface Props {
  purpose: (typeof codePurposes)[number];
  /** Validates and returns the email to send to, or null when it is not valid. */
  getEmail: () => Promise<string | null>;
  /** Shows a server error on the email field; without it every refusal is a toast. */
  onEmailError?: (text: string) => void;
  /** Message keys of the button: before sending, and while waiting (with `seconds`). */
  texts: { send: string; resendIn: string };
  testId: string;
  style?: CSSProperties;
}

/** Sends an emailed code; waits `resend_after_seconds` (or Retry-After on 429) before allowing again. */
export function SendCodeButton({ purpose, getEmail, onEmailError, texts, testId, style }: Props) {
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
      const data = await call(api.sendCode, { email, purpose });
      start(data.resend_after_seconds);
      toast.success(message('code_sent', lang));
    } catch (error) {
      if (!isApiError(error) || error.handled) return;
      const emailError = error.errors.find((e) => e.field === 'email');
      if (error.status === 429) {
        const seconds = error.retryAfter ?? 60;
        start(seconds);
        if (onEmailError) toast.warning(message('rate_limited', lang, { seconds }));
        else toast.error(error.message);
      } else if (emailError && onEmailError) onEmailError(emailError.message);
      else toast.error(error.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      onClick={() => void send()}
      loading={sending}
      disabled={left > 0}
      data-testid={testId}
      style={style}
    >
      {left > 0 ? t(texts.resendIn, { seconds: left }) : t(texts.send)}
    </Button>
  );
}
