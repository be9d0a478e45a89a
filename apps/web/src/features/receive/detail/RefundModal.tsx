import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form/FormModal';
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
  const errors = useFormSubmitError<'address'>(form, ['address']);

  return (
    <FormModal<{ address: string }, unknown>
      open={open}
      onClose={onClose}
      form={form}
      errors={errors}
      title={t('receive.action.refundTitle')}
      confirmLabel={t('receive.action.refundConfirm')}
      danger
      above={
        <p>
          {t('receive.action.refundHint', {
            amount: displayAmount(order.received_amount),
            asset: order.asset,
            network: order.network,
          })}
        </p>
      }
      submit={({ address }) => refundOrder(order.id, address.trim())}
      onDone={() => notify.success(t('receive.action.refunded'))}
    >
      <Form.Item
        name="address"
        label={t('receive.action.refundAddress')}
        rules={[{ required: true, whitespace: true, message: t('receive.action.refundAddress') }]}
      >
        <Input data-testid="refund-address" autoComplete="off" maxLength={128} />
      </Form.Item>
    </FormModal>
  );
}
