import { type codePurposes, t as message } from '@mc/contract';
import { useState } from 'react';
import { isApiError } from '../../lib/http/apiError';
import { useToast } from '../../lib/notify';
import { useLang } from '../../lib/useLang';
import { useCountdown } from './useCountdown';

export interface SendCodeOptions {
  purpose: (typeof codePurposes)[number];
  /** Validates and returns the email to send to, or null when it is not valid. */
  getEmail: () => Promise<string | null>;
  /** Shows a server error on the email field; without it every refusal is a toast. */
  onEmailError?: (text: string) => void;
}

/**
 * Sends an emailed code, then counts down `resend_after_seconds` (or Retry-After on 429) before it
 * may be sent again. The call and its schemas load when the code is first asked for.
 */
export function useSendCode({ purpose, getEmail, onEmailError }: SendCodeOptions) {
  const lang = useLang();
  const toast = useToast();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const email = await getEmail();
    if (!email) return;
    setSending(true);
    try {
      const { requestCode } = await import('./codeRequest');
      const data = await requestCode({ email, purpose });
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
  return { left, sending, send };
}
