import { opsReasonBody, opsRefundBody } from '@mc/contract';
import { Alert, type ButtonProps, Form, Input, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/form/zodRule';
import { useLang } from '../../../lib/useLang';
import { useFormSubmitError } from '../../security/useFormSubmitError';

export interface ReasonValues {
  reason: string;
  address?: string;
}

interface Props {
  open: boolean;
  title: string;
  /** What the decision does, shown above the fields. */
  hint: ReactNode;
  okText: string;
  danger?: boolean;
  /** Also ask for the payer's address (a refund). */
  withAddress?: boolean;
  onSubmit: (values: ReasonValues) => Promise<unknown>;
  onClose: () => void;
}

/** Every operator decision asks for its reason (kept in the audit log); a refund also for the address. */
export function ReasonModal({ open, title, hint, okText, danger, withAddress, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<ReasonValues>();
  const { alert, setAlert, showError } = useFormSubmitError<'reason' | 'address'>(form, [
    'reason',
    'address',
  ]);
  const [busy, setBusy] = useState(false);

  const submit = async (values: ReasonValues) => {
    setBusy(true);
    setAlert(undefined);
    try {
      await onSubmit({ ...values, reason: values.reason.trim(), address: values.address?.trim() });
      onClose();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('ops.common.cancel')}
      okButtonProps={
        {
          danger,
          loading: busy,
          htmlType: 'submit',
          form: 'ops-reason-form',
          'data-testid': 'ops-reason-ok',
        } as ButtonProps
      }
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <div className="mc-ops-modal-hint">{hint}</div>
      <Form
        id="ops-reason-form"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(v) => void submit(v)}
      >
        {withAddress && (
          <Form.Item
            name="address"
            label={t('ops.exceptions.refundAddress')}
            validateFirst
            rules={[
              { required: true, whitespace: true, message: t('ops.exceptions.refundAddressRequired') },
              schemaRule(opsRefundBody.pick({ address: true }), 'address', lang, () => ({
                address: form.getFieldValue('address') ?? '',
              })),
            ]}
          >
            <Input autoComplete="off" maxLength={128} data-testid="ops-address" />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('ops.common.reason')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('ops.common.reasonRequired') },
            schemaRule(opsReasonBody, 'reason', lang, () => ({ reason: form.getFieldValue('reason') ?? '' })),
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder={t('ops.common.reasonPlaceholder')}
            data-testid="ops-reason"
          />
        </Form.Item>
      </Form>
      {alert && <Alert type="error" showIcon title={alert} />}
    </Modal>
  );
}
