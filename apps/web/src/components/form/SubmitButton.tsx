import { Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** The wide primary button that submits a sign-in or sign-up form. */
export function SubmitButton(p: {
  loading: boolean;
  testId: string;
  /** The large size of the login pages (default), or the form's own. */
  large?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Button
      type="primary"
      size={p.large === false ? undefined : 'large'}
      htmlType="submit"
      block
      loading={p.loading}
      data-testid={p.testId}
      style={p.style}
    >
      {p.children}
    </Button>
  );
}
