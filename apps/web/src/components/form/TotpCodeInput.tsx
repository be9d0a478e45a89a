import { Input } from 'antd';

/** The six boxes of an authenticator code. */
export function TotpCodeInput({
  testId,
  ...rest
}: {
  testId: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  return (
    <Input.OTP
      size="large"
      length={6}
      formatter={(v) => v.replace(/\D/g, '')}
      data-testid={testId}
      {...rest}
    />
  );
}
