import {
  webhooksApi as api,
  createWebhookEndpointBody,
  updateWebhookEndpointBody,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@mc/contract';
import { Form, Input } from 'antd';
import { FormModal } from '../../../components/form/FormModal';
import { schemaRule } from '../../../lib/form/zodRule';
import { call } from '../../../lib/http/client';
import { useToast } from '../../../lib/notify';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { useGatedSubmitError } from '../../security/gates';
import { refreshWebhooks } from './api';
import { EventPicker } from './EventPicker';

const FIELDS = ['url', 'description', 'events'] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  url: string;
  description: string;
  events: string[];
}

const toBody = (v: Partial<Values>) => ({
  url: v.url,
  description: v.description ?? '',
  events: v.events ?? [],
});

/**
 * Add an endpoint (its secret goes to `onCreated`, which shows it once) or edit one: URL,
 * description and the events it receives, each explained.
 */
export function EndpointModal(p: {
  open: boolean;
  editing: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (endpoint: WebhookEndpointWithSecret) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const errors = useGatedSubmitError<Field>(form, FIELDS, p.onClose);
  const schema = p.editing ? updateWebhookEndpointBody : createWebhookEndpointBody;
  const rule = (field: Field) => schemaRule(schema, field, lang, () => toBody(form.getFieldsValue()));

  const submit = async (values: Values): Promise<WebhookEndpointWithSecret | null> => {
    if (p.editing) {
      const body = updateWebhookEndpointBody.parse(toBody(values));
      await call(api.updateWebhookEndpoint, body, { params: { id: p.editing.id } });
      return null;
    }
    return call(api.createWebhookEndpoint, createWebhookEndpointBody.parse(toBody(values)));
  };

  return (
    <FormModal<Values, WebhookEndpointWithSecret | null>
      open={p.open}
      onClose={p.onClose}
      form={form}
      errors={errors}
      title={p.editing ? t('webhooks.editTitle') : t('webhooks.addTitle')}
      confirmLabel={p.editing ? t('settings.common.save') : t('webhooks.add')}
      confirmTestId="webhook-save"
      width={600}
      initialValues={
        p.editing
          ? { url: p.editing.url, description: p.editing.description, events: p.editing.events }
          : { url: '', description: '', events: ['*'] }
      }
      submit={submit}
      onDone={(created) => {
        if (created) p.onCreated(created);
        else toast.success(t('webhooks.saved'));
        void refreshWebhooks();
      }}
    >
      <Form.Item
        name="url"
        label={t('webhooks.field.url')}
        rules={[rule('url')]}
        extra={t('webhooks.field.urlHint')}
      >
        <Input
          maxLength={2048}
          className="mc-mono"
          spellCheck={false}
          placeholder={t('webhooks.field.urlPlaceholder')}
          data-testid="webhook-url"
        />
      </Form.Item>
      <Form.Item name="description" label={t('webhooks.field.description')} rules={[rule('description')]}>
        <Input
          maxLength={200}
          placeholder={t('webhooks.field.descriptionPlaceholder')}
          data-testid="webhook-description"
        />
      </Form.Item>
      <Form.Item name="events" label={t('webhooks.field.events')} rules={[rule('events')]}>
        <EventPicker />
      </Form.Item>
    </FormModal>
  );
}
