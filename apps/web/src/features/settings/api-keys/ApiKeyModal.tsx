import {
  type ApiKey,
  type ApiKeyWithSecret,
  type ApiScope,
  settingsApi as api,
  apiScopes,
  createApiKeyBody,
  formatIssues,
  t as message,
  updateApiKeyBody,
} from '@mc/contract';
import { Checkbox, Form, Input, Typography } from 'antd';
import { FormModal } from '../../../components/form/FormModal';
import { TotpCodeInput } from '../../../components/form/TotpCodeInput';
import { ApiError, isApiError } from '../../../lib/http/apiError';
import { call } from '../../../lib/http/client';
import { useToast } from '../../../lib/notify';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { useGatedSubmitError } from '../../security/gates';
import { refreshSettings } from '../api';
import { ipLines, ipText, onIpTextarea } from './ipLines';

const FIELDS = ['name', 'scopes', 'ip_allow', 'totp_code'] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  name: string;
  scopes: ApiScope[];
  /** One entry per line. */
  ip_allow: string;
  totp_code?: string;
}

/**
 * Create a key (name, scopes, IP allow-list, the authenticator's code when one is bound) or edit
 * one (name and allow-list). A new key's secret goes to `onCreated`, which shows it once.
 */
export function ApiKeyModal(p: {
  open: boolean;
  editing: ApiKey | null;
  totpEnabled: boolean;
  onClose: () => void;
  onCreated: (key: ApiKeyWithSecret) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const errors = useGatedSubmitError<Field>(form, FIELDS, p.onClose);
  const askCode = !p.editing && p.totpEnabled;
  const schema = p.editing ? updateApiKeyBody : createApiKeyBody;

  const toBody = (v: Partial<Values>) =>
    p.editing
      ? { name: v.name, ip_allow: ipLines(v.ip_allow) }
      : {
          name: v.name,
          scopes: v.scopes ?? [],
          ip_allow: ipLines(v.ip_allow),
          ...(askCode ? { totp_code: v.totp_code } : {}),
        };

  /** The schema's messages of one field; an entry's error names its line on the textarea. */
  const rule = (field: Field) => ({
    validator: async () => {
      const values = form.getFieldsValue();
      if (field === 'totp_code' && askCode && !values.totp_code)
        throw new Error(message('totp_required', lang));
      const result = schema.safeParse(toBody(values), { reportInput: true });
      if (result.success) return;
      const errors = onIpTextarea(formatIssues(result.error.issues, lang), ipLines(values.ip_allow));
      const first = errors.find((e) => e.field === field);
      if (first) throw new Error(first.message);
    },
  });

  const submit = async (values: Values) => {
    const body = toBody(values);
    if (p.editing) {
      await call(api.updateApiKey, body, { params: { id: p.editing.id } });
      return null;
    }
    return call(api.createApiKey, createApiKeyBody.parse(body));
  };

  return (
    <FormModal<Values, ApiKeyWithSecret | null>
      open={p.open}
      onClose={p.onClose}
      form={form}
      errors={errors}
      title={p.editing ? t('settings.apiKeys.editTitle') : t('settings.apiKeys.createTitle')}
      confirmLabel={p.editing ? t('settings.common.save') : t('settings.apiKeys.create')}
      confirmTestId="api-key-save"
      width={560}
      initialValues={
        p.editing
          ? { name: p.editing.name, scopes: p.editing.scopes, ip_allow: ipText(p.editing.ip_allow) }
          : { name: '', scopes: ['read'], ip_allow: '' }
      }
      submit={submit}
      onDone={(created) => {
        if (created) p.onCreated(created);
        else toast.success(t('settings.common.saved'));
        void refreshSettings();
      }}
      onError={(error, values) => {
        if (!isApiError(error) || error.errors.length === 0) return errors.showError(error);
        const onLines = onIpTextarea(error.errors, ipLines(values.ip_allow));
        errors.showError(
          new ApiError({ status: error.status, code: error.code, message: error.message, errors: onLines }),
        );
      }}
    >
      <Form.Item name="name" label={t('settings.apiKeys.name')} rules={[rule('name')]}>
        <Input
          maxLength={50}
          placeholder={t('settings.apiKeys.namePlaceholder')}
          data-testid="api-key-name"
        />
      </Form.Item>
      {p.editing ? null : (
        <Form.Item
          name="scopes"
          label={t('settings.apiKeys.scopes')}
          rules={[rule('scopes')]}
          extra={t('settings.apiKeys.payoutsHint')}
        >
          <Checkbox.Group className="mc-api-key-scopes" data-testid="api-key-scopes">
            {apiScopes.map((scope) => (
              <Checkbox key={scope} value={scope} data-testid={`api-key-scope-${scope}`}>
                {t(`settings.apiKeys.scopeLabels.${scope}`)}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
      )}
      <Form.Item name="ip_allow" label={t('settings.apiKeys.ipAllow')} rules={[rule('ip_allow')]}>
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 8 }}
          className="mc-mono"
          spellCheck={false}
          placeholder={t('settings.apiKeys.ipAllowPlaceholder')}
          data-testid="api-key-ip-allow"
        />
      </Form.Item>
      {askCode ? (
        <Form.Item name="totp_code" label={t('settings.apiKeys.totp')} rules={[rule('totp_code')]}>
          <TotpCodeInput testId="api-key-totp" />
        </Form.Item>
      ) : null}
      {p.editing ? (
        <Typography.Text type="secondary" className="mc-mono">
          {p.editing.key_id}
        </Typography.Text>
      ) : null}
    </FormModal>
  );
}
