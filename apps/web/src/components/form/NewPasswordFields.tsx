import { Form, type FormRule, Input } from 'antd';

interface FieldText {
  label: string;
  placeholder?: string;
  testId: string;
}

/**
 * A new login password and its confirmation (fields `password` and `password_confirmation`);
 * the confirmation is checked again whenever the password changes.
 */
export function NewPasswordFields({
  password,
  confirmation,
  rule,
}: {
  password: FieldText;
  confirmation: FieldText;
  rule: (field: 'password' | 'password_confirmation') => FormRule;
}) {
  const input = (text: FieldText) => (
    <Input.Password placeholder={text.placeholder} autoComplete="new-password" data-testid={text.testId} />
  );
  return (
    <>
      <Form.Item name="password" label={password.label} rules={[rule('password')]}>
        {input(password)}
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={confirmation.label}
        dependencies={['password']}
        rules={[rule('password_confirmation')]}
      >
        {input(confirmation)}
      </Form.Item>
    </>
  );
}
