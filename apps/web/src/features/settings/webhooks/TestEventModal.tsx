import {
  webhooksApi as api,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookTestBody,
} from '@mc/contract';
import { Alert, Form, Select } from 'antd';
import { FormModal } from '../../../components/form/FormModal';
import { choosePlaceholder } from '../../../lib/form/placeholder';
import { schemaRule } from '../../../lib/form/zodRule';
import { call } from '../../../lib/http/client';
import { useToast } from '../../../lib/notify';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { useGatedSubmitError } from '../../security/gates';
import { eventTypeOptions } from './eventLabels';

const FIELDS = ['type'] as const;

interface Values {
  type: WebhookEventType;
}

/**
 * Send a test event of any type to an endpoint, whatever it subscribes to: the type's sample object
 * goes through the same queue as every event, to follow in the delivery log.
 */
export function TestEventModal(p: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const errors = useGatedSubmitError<(typeof FIELDS)[number]>(form, FIELDS, p.onClose);
  const rule = schemaRule(webhookTestBody, FIELDS[0], lang, () => form.getFieldsValue());

  return (
    <FormModal<Values, unknown>
      open={p.endpoint !== null}
      onClose={p.onClose}
      form={form}
      errors={errors}
      title={t('webhooks.testTitle')}
      confirmLabel={t('webhooks.testSend')}
      confirmTestId="webhook-test-send"
      initialValues={{ type: 'webhook.test' }}
      submit={(values) =>
        call(api.testWebhookEndpoint, { type: values.type }, { params: { id: p.endpoint?.id ?? '' } })
      }
      onDone={() => toast.success(t('webhooks.testSent'))}
      above={<Alert type="info" showIcon title={t('webhooks.testTypeHint')} style={{ marginBottom: 16 }} />}
    >
      <Form.Item name="type" label={t('webhooks.testType')} rules={[rule]}>
        <Select
          placeholder={choosePlaceholder(t, t('webhooks.testType'))}
          showSearch
          optionFilterProp="label"
          data-testid="webhook-test-type"
          options={eventTypeOptions(t)}
        />
      </Form.Item>
    </FormModal>
  );
}
