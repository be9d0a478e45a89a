import { Input } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';

/** Six digits, masked; non-digits are dropped as they are typed. */
export function PaymentPasswordInput({
  testId,
  value,
  onChange,
}: {
  testId: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Input.Password
      value={value}
      onChange={(e) => onChange?.(e.target.value.replace(/\D/g, '').slice(0, 6))}
      maxLength={6}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('settings.payment.placeholder')}
      data-testid={testId}
      style={{ maxWidth: 240 }}
    />
  );
}
