import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { useFormSubmitError } from '../../security/useFormSubmitError';
import { displayAmount } from '../amounts';
import type { ReceiptOrderDetail } from '../api';
import { refundOrder } from '../orderActions';

interface Props {
  order: ReceiptOrderDetail;
  open: boolean;
  onClose: () => void;
}

/** Asks for the payer's address, then sends what arrived back to it (less the network fee). */
export function RefundModal({ order, open, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ address: string }>();
  const { alert, setAlert, showError } = useFormSubmitError<'address'>(form, ['address']);
  const [busy, setBusy] = useState(false);

  const submit = async ({ address }: { address: string }) => {
    setBusy(true);
    setAlert(undefined);
    try {
      await refundOrder(order.id, address.trim());
      notify.success(t('receive.action.refunded'));
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
      title={t('receive.action.refundTitle')}
      okText={t('receive.action.refundConfirm')}
      okButtonProps={{ danger: true, loading: busy, htmlType: 'submit', form: 'refund-form' }}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {t('receive.action.refundHint', {
          amount: displayAmount(order.received_amount),
          asset: order.asset,
          network: order.network,
        })}
      </p>
      <Form
        id="refund-form"
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        requiredMark={false}
      >
        <Form.Item
          name="address"
          label={t('receive.action.refundAddress')}
          rules={[{ required: true, whitespace: true, message: t('receive.action.refundAddress') }]}
        >
          <Input data-testid="refund-address" autoComplete="off" maxLength={128} />
        </Form.Item>
      </Form>
      {alert && <Alert type="error" showIcon title={alert} />}
    </Modal>
  );
}
