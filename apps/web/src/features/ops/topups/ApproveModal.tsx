import { fromMinor, toMinor } from '@mc/contract';
import { Form, Input, Typography } from 'antd';
import { FormModal } from '../../../components/form/FormModal';
import { useFormSubmitError } from '../../../lib/form/useFormSubmitError';
import { useTranslation } from '../../../lib/useTranslation';
import { decideTopup, type OpsTopup } from './api';

const DECIMALS = 2;

/** received − claimed as a signed decimal string, or null while what is typed is no amount. */
function differenceOf(claimed: string, received: string | undefined): string | null {
  const got = received ? toMinor(received.trim(), DECIMALS) : null;
  const want = toMinor(claimed, DECIMALS);
  return got === null || want === null ? null : fromMinor(got - want, DECIMALS);
}

/** Approve a top-up with the amount that actually arrived (prefilled with the claim); the difference is shown. */
export function ApproveModal(p: {
  topup: OpsTopup | null;
  onClose: () => void;
  onDone: (t: OpsTopup) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ amount_received: string }>();
  const errors = useFormSubmitError<'amount_received'>(form, ['amount_received']);
  const received = Form.useWatch('amount_received', form);
  const difference = p.topup ? differenceOf(p.topup.amount, received) : null;
  return (
    <FormModal<{ amount_received: string }, OpsTopup>
      open={p.topup !== null}
      onClose={p.onClose}
      form={form}
      errors={errors}
      title={t('ops.topups.approveTitle')}
      confirmLabel={t('ops.topups.approve')}
      confirmTestId="ops-topup-approve-ok"
      cancelLabel="ops.common.cancel"
      width={480}
      initialValues={{ amount_received: p.topup?.amount }}
      above={<div className="mc-ops-modal-hint">{t('ops.topups.approveHint')}</div>}
      submit={(v) =>
        decideTopup(p.topup?.id ?? '', { approve: true, amountReceived: v.amount_received.trim() })
      }
      onDone={p.onDone}
    >
      <Form.Item
        name="amount_received"
        label={t('ops.topups.amountReceived')}
        rules={[{ required: true, whitespace: true, message: t('ops.topups.amountRequired') }]}
        extra={
          difference !== null &&
          !/^-?0\.00$/.test(difference) && (
            <Typography.Text type="warning" data-testid="ops-topup-difference">
              {t('ops.topups.differenceNow', { difference, currency: p.topup?.currency })}
            </Typography.Text>
          )
        }
      >
        <Input
          placeholder={'0.00'}
          inputMode="decimal"
          suffix={p.topup?.currency}
          data-testid="ops-topup-received"
        />
      </Form.Item>
    </FormModal>
  );
}
