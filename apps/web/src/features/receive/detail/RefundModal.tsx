import { Form, Input } from 'antd';
import { FormModal } from '../../../components/form/FormModal';
import { enterPlaceholder } from '../../../lib/form/placeholder';
import { useFormSubmitError } from '../../../lib/form/useFormSubmitError';
import { notify } from '../../../lib/notify';
import { useTranslation } from '../../../lib/useTranslation';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What goes back, how much and on which network. */
  hint: string;
  submit: (address: string) => Promise<unknown>;
  done: string;
}

/** Asks for the payer's address, then sends money back to it (less the network fee). */
export function RefundModal({ open, onClose, title, hint, submit, done }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ address: string }>();
  const errors = useFormSubmitError<'address'>(form, ['address']);

  return (
    <FormModal<{ address: string }, unknown>
      open={open}
      onClose={onClose}
      form={form}
      errors={errors}
      title={title}
      confirmLabel={t('receive.action.refundConfirm')}
      danger
      above={<p>{hint}</p>}
      submit={({ address }) => submit(address.trim())}
      onDone={() => notify.success(done)}
    >
      <Form.Item
        name="address"
        label={t('receive.action.refundAddress')}
        rules={[{ required: true, whitespace: true, message: t('receive.action.refundAddress') }]}
      >
        <Input
          placeholder={enterPlaceholder(t, t('receive.action.refundAddress'))}
          data-testid="refund-address"
          autoComplete="off"
          maxLength={128}
        />
      </Form.Item>
    </FormModal>
  );
}
