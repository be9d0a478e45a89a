import { opsReasonBody, opsRefundBody } from '@mc/contract';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { FormModal } from '../../../components/form/FormModal';
import { enterPlaceholder } from '../../../lib/form/placeholder';
import { useFormSubmitError } from '../../../lib/form/useFormSubmitError';
import { schemaRule } from '../../../lib/form/zodRule';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';

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
  const errors = useFormSubmitError<'reason' | 'address'>(form, ['reason', 'address']);

  return (
    <FormModal<ReasonValues, unknown>
      open={open}
      onClose={onClose}
      form={form}
      errors={errors}
      title={title}
      confirmLabel={okText}
      confirmTestId="ops-reason-ok"
      cancelLabel="ops.common.cancel"
      danger={danger}
      width={520}
      above={<div className="mc-ops-modal-hint">{hint}</div>}
      submit={(values) =>
        onSubmit({ ...values, reason: values.reason.trim(), address: values.address?.trim() })
      }
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
          <Input
            placeholder={enterPlaceholder(t, t('ops.exceptions.refundAddress'))}
            autoComplete="off"
            maxLength={128}
            data-testid="ops-address"
          />
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
    </FormModal>
  );
}
