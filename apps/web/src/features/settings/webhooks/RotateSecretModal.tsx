import {
  webhooksApi as api,
  DEFAULT_ROTATION_OVERLAP_HOURS,
  rotateWebhookSecretBody,
  rotationOverlapChoices,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@mc/contract';
import { Alert, Form, Select } from 'antd';
import { FormModal } from '../../../components/form/FormModal';
import { choosePlaceholder } from '../../../lib/form/placeholder';
import { schemaRule } from '../../../lib/form/zodRule';
import { call } from '../../../lib/http/client';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { useGatedSubmitError } from '../../security/gates';
import { refreshWebhooks } from './api';

const FIELDS = ['previous_secret_expires_in_hours'] as const;

interface Values {
  previous_secret_expires_in_hours: number;
}

/**
 * Rotate an endpoint's signing secret: the merchant chooses how long the old secret still signs
 * beside the new one (stop now, 1 hour, 24 hours, 3 or 7 days); the new secret goes to `onRotated`.
 */
export function RotateSecretModal(p: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onRotated: (endpoint: WebhookEndpointWithSecret) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  const errors = useGatedSubmitError<(typeof FIELDS)[number]>(form, FIELDS, p.onClose);
  const rule = schemaRule(rotateWebhookSecretBody, FIELDS[0], lang, () => form.getFieldsValue());

  return (
    <FormModal<Values, WebhookEndpointWithSecret>
      open={p.endpoint !== null}
      onClose={p.onClose}
      form={form}
      errors={errors}
      title={t('webhooks.rotateTitle')}
      confirmLabel={t('webhooks.action.rotate')}
      confirmTestId="webhook-rotate-confirm"
      initialValues={{ previous_secret_expires_in_hours: DEFAULT_ROTATION_OVERLAP_HOURS }}
      submit={(values) =>
        call(
          api.rotateWebhookSecret,
          { previous_secret_expires_in_hours: values.previous_secret_expires_in_hours },
          { params: { id: p.endpoint?.id ?? '' } },
        )
      }
      onDone={(rotated) => {
        p.onRotated(rotated);
        void refreshWebhooks();
      }}
      above={<Alert type="info" showIcon title={t('webhooks.rotateConfirm')} style={{ marginBottom: 16 }} />}
    >
      <Form.Item name="previous_secret_expires_in_hours" label={t('webhooks.overlap')} rules={[rule]}>
        <Select
          placeholder={choosePlaceholder(t, t('webhooks.overlap'))}
          data-testid="webhook-rotate-overlap"
          options={rotationOverlapChoices.map((hours) => ({
            value: hours,
            label: t(`webhooks.overlapChoice.${hours}`),
          }))}
        />
      </Form.Item>
    </FormModal>
  );
}
