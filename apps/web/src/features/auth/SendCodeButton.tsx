import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { type SendCodeOptions, useSendCode } from './useSendCode';

interface Props extends SendCodeOptions {
  /** Message keys of the button: before sending, and while waiting (with `seconds`). */
  texts: { send: string; resendIn: string };
  testId: string;
  style?: CSSProperties;
}

/** The console's button that sends an emailed code and counts down until it may be sent again. */
export function SendCodeButton({ texts, testId, style, ...options }: Props) {
  const { t } = useTranslation();
  const { left, sending, send } = useSendCode(options);
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
