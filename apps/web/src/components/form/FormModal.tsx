import { Alert, Button, Form, type FormInstance, type FormProps, Modal } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useRevalidateOnLanguage } from '../../lib/form/useRevalidateOnLanguage';
import { useTranslation } from '../../lib/useTranslation';

/** Where a failed submit goes: field errors onto the form, the rest into the dialog's alert. */
export interface SubmitErrors {
  alert: string | undefined;
  setAlert: (alert: string | undefined) => void;
  showError: (error: unknown) => void;
}

export interface FormModalProps<V, D> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  confirmLabel: string;
  confirmTestId?: string;
  /** Message key of the cancel button (default `common.cancel`). */
  cancelLabel?: string;
  danger?: boolean;
  width?: number;
  /** The confirm button is off (e.g. what the form needs is still loading). */
  disabled?: boolean;
  form: FormInstance<V>;
  errors: SubmitErrors;
  /** Sends the values; throws what the server answered. */
  submit: (values: V) => Promise<D>;
  /** After a successful submit; the dialog has closed unless `stayOpen`. */
  onDone?: (data: D, values: V) => void;
  /** A failed submit (default: `errors.showError`). */
  onError?: (error: unknown, values: V) => void;
  stayOpen?: boolean;
  /** What else to clear once the dialog has closed (the form and the alert are cleared). */
  onReset?: () => void;
  /** Above the form: a hint, a warning, what is being confirmed. */
  above?: ReactNode;
  initialValues?: FormProps<V>['initialValues'];
  formClassName?: string;
  formStyle?: CSSProperties;
  children: ReactNode;
}

/**
 * The console's one form dialog (create, edit, a security step): its form, cancel and confirm
 * buttons, the server's message below the form; it is cleared once closed.
 */
export function FormModal<V, D>(p: FormModalProps<V, D>) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  useRevalidateOnLanguage(p.form, p.open);
  const finish = async (values: V) => {
    p.errors.setAlert(undefined);
    setPending(true);
    try {
      const data = await p.submit(values);
      if (!p.stayOpen) p.onClose();
      p.onDone?.(data, values);
    } catch (error) {
      (p.onError ?? ((e: unknown) => p.errors.showError(e)))(error, values);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      open={p.open}
      title={p.title}
      onCancel={p.onClose}
      destroyOnHidden
      afterClose={() => {
        p.form.resetFields();
        p.errors.setAlert(undefined);
        p.onReset?.();
      }}
      width={p.width}
      footer={[
        <Button key="cancel" onClick={p.onClose}>
          {t(p.cancelLabel ?? 'common.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          danger={p.danger}
          loading={pending}
          disabled={p.disabled}
          onClick={() => p.form.submit()}
          data-testid={p.confirmTestId}
        >
          {p.confirmLabel}
        </Button>,
      ]}
    >
      {p.above}
      <Form<V>
        form={p.form}
        layout="vertical"
        initialValues={p.initialValues}
        className={p.formClassName}
        style={p.formStyle}
        onFinish={(values) => void finish(values)}
      >
        {p.children}
      </Form>
      {p.errors.alert ? <Alert type="error" showIcon title={p.errors.alert} /> : null}
    </Modal>
  );
}
