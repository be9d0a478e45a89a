import { settingsApi as api, type ChangePasswordBody, changePasswordBody } from '@mc/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Typography } from 'antd';
import { FormAlert } from '../../../components/form/FormAlert';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { enterPlaceholder } from '../../../lib/form/placeholder';
import { useRevalidateOnLanguage } from '../../../lib/form/useRevalidateOnLanguage';
import { schemaRule } from '../../../lib/form/zodRule';
import { call } from '../../../lib/http/client';
import { useToast } from '../../../lib/notify';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { useGatedSubmitError } from '../../security/gates';
import { refreshSettings } from '../api';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
type Field = (typeof FIELDS)[number];

/** Change the login password: the current one, then the new one twice; other sessions end. */
export function PasswordTab() {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const [form] = Form.useForm<ChangePasswordBody>();
  useRevalidateOnLanguage(form);
  const { alert, setAlert, showError } = useGatedSubmitError<Field>(form, FIELDS);
  const change = useMutation({
    mutationFn: (values: ChangePasswordBody) => call(api.changePassword, values),
    onSuccess: (data) => {
      toast.success(t('settings.password.done', { count: data.sessions_ended }));
      form.resetFields();
      setAlert(undefined);
      void refreshSettings();
    },
    onError: showError,
  });
  const rule = (field: Field) => schemaRule(changePasswordBody, field, lang, () => form.getFieldsValue());

  return (
    <div className="mc-settings-pane" data-testid="password-tab">
      <Typography.Title level={5}>{t('settings.password.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('settings.password.intro')}</Typography.Paragraph>
      <Form<ChangePasswordBody>
        form={form}
        layout="vertical"
        className="mc-settings-form"
        onFinish={(values) => {
          setAlert(undefined);
          change.mutate(values);
        }}
      >
        <Form.Item
          name="current_password"
          label={t('settings.password.current')}
          rules={[rule('current_password')]}
        >
          <Input.Password
            placeholder={enterPlaceholder(t, t('settings.password.current'))}
            autoComplete="current-password"
            data-testid="password-current"
          />
        </Form.Item>
        <NewPasswordFields
          password={{
            label: t('settings.password.next'),
            placeholder: t('settings.password.nextPlaceholder'),
            testId: 'password-new',
          }}
          confirmation={{ label: t('settings.password.confirm'), testId: 'password-confirm' }}
          rule={rule}
        />
        <FormAlert text={alert} />
        <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="password-submit">
          {t('settings.password.submit')}
        </Button>
      </Form>
    </div>
  );
}
