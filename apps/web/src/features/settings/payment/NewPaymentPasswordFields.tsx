import { Form } from 'antd';
import type { schemaRule } from '../../../lib/form/zodRule';
import { useTranslation } from '../../../lib/useTranslation';
import { PaymentPasswordInput } from './PaymentPasswordInput';

type Rule = ReturnType<typeof schemaRule>;

/**
 * The new payment password and its confirmation (set, change and reset ask for both the same way);
 * the confirmation is checked again whenever the password changes.
 */
export function NewPaymentPasswordFields({
  label,
  testIdPrefix,
  rule,
}: {
  label: string;
  testIdPrefix: string;
  rule: (field: 'password' | 'password_confirmation') => Rule;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="password" label={label} rules={[rule('password')]}>
        <PaymentPasswordInput testId={`${testIdPrefix}-password`} />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={t('settings.payment.confirm')}
        dependencies={['password']}
        rules={[rule('password_confirmation')]}
      >
        <PaymentPasswordInput testId={`${testIdPrefix}-confirmation`} />
      </Form.Item>
    </>
  );
}
