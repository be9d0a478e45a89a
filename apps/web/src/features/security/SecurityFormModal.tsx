import { Alert, Button, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The dialog's form: confirming submits it; it is cleared once the dialog has closed. */
  form: { submit(): void; resetFields(): void };
  /** What else to clear once the dialog has closed (its alert, a step it showed). */
  onReset: () => void;
  title: string;
  confirmLabel: string;
  confirmTestId: string;
  pending: boolean;
  disabled?: boolean;
  danger?: boolean;
  width?: number;
  /** A message of the server that belongs to no field. */
  alert: string | undefined;
  children: ReactNode;
}

/** The dialog of a security change: cancel and confirm buttons, the server's message below the form. */
export function SecurityFormModal(p: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={p.open}
      title={p.title}
      onCancel={p.onClose}
      destroyOnHidden
      afterClose={() => {
        p.form.resetFields();
        p.onReset();
      }}
      width={p.width}
      footer={[
        <Button key="cancel" onClick={p.onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          danger={p.danger}
          loading={p.pending}
          disabled={p.disabled}
          onClick={() => p.form.submit()}
          data-testid={p.confirmTestId}
        >
          {p.confirmLabel}
        </Button>,
      ]}
    >
      {p.children}
      {p.alert ? <Alert type="error" showIcon title={p.alert} /> : null}
    </Modal>
  );
}

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
