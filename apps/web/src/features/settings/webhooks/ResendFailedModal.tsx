import { webhooksApi as api, resendFailedBody } from '@mc/contract';
import { Alert, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { FormModal } from '../../../components/form/FormModal';
import { schemaRule } from '../../../lib/form/zodRule';
import { call } from '../../../lib/http/client';
import { useToast } from '../../../lib/notify';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { useGatedSubmitError } from '../../security/gates';
import { refreshWebhooks } from './api';
import { dayRange } from './deliveryText';

const FIELDS = ['from', 'to'] as const;
type Field = (typeof FIELDS)[number];
type Values = { from: string; to: string };
const DAY = 'YYYY-MM-DD';
/** Without a range on the log: the last week. */
const DEFAULT_DAYS = 7;

const toBody = (v: Partial<Values>) => (v.from && v.to ? dayRange(v.from, v.to) : { from: v.from, to: v.to });

/**
 * Sends again every failed delivery of an endpoint created in the chosen days (the log's range when
 * it has one); the toast says how many the server queued.
 */
export function ResendFailedModal(p: {
  endpointId: string;
  open: boolean;
  range: { from?: string | undefined; to?: string | undefined };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const errors = useGatedSubmitError<Field>(form, FIELDS, p.onClose);
  const rule = (field: Field) =>
    schemaRule(resendFailedBody, field, lang, () => toBody(form.getFieldsValue()));
  const today = dayjs();

  return (
    <FormModal<Values, { count: number }>
      open={p.open}
      onClose={p.onClose}
      form={form}
      errors={errors}
      title={t('webhooks.resendFailed.title')}
      confirmLabel={t('webhooks.resendFailed.confirm')}
      confirmTestId="delivery-resend-failed-ok"
      width={480}
      above={
        <Alert type="info" showIcon title={t('webhooks.resendFailed.hint')} style={{ marginBottom: 16 }} />
      }
      initialValues={{
        from: (p.range.from ? dayjs(p.range.from) : today.subtract(DEFAULT_DAYS - 1, 'day')).format(DAY),
        to: (p.range.to ? dayjs(p.range.to) : today).format(DAY),
      }}
      submit={(values) =>
        call(api.resendFailedWebhooks, resendFailedBody.parse(toBody(values)), {
          params: { id: p.endpointId },
        })
      }
      onDone={({ count }) => {
        if (count > 0) toast.success(t('webhooks.resendFailed.done', { count }));
        else toast.info(t('webhooks.resendFailed.none'));
        void refreshWebhooks();
      }}
      formClassName="mc-webhook-range"
    >
      <Form.Item name="from" label={t('webhooks.resendFailed.from')} rules={[rule('from')]}>
        <Input type="date" data-testid="resend-failed-from" />
      </Form.Item>
      <Form.Item name="to" label={t('webhooks.resendFailed.to')} rules={[rule('to')]}>
        <Input type="date" data-testid="resend-failed-to" />
      </Form.Item>
    </FormModal>
  );
}
