import { Form, Select, Typography } from 'antd';
import { FormModal } from '../../../components/form/FormModal';
import { useFormSubmitError } from '../../../lib/form/useFormSubmitError';
import { useToast } from '../../../lib/notify';
import { timeZoneOptions } from '../../../lib/timeZones';
import { useTranslation } from '../../../lib/useTranslation';
import { saveTimeZone } from './saveTimeZone';

const FIELDS = ['timezone'] as const;

interface Values {
  timezone: string;
}

/** Changes the merchant's time zone: a searchable list of the IANA zones the browser knows. */
export function TimeZoneModal(p: { open: boolean; current: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const errors = useFormSubmitError<(typeof FIELDS)[number]>(form, FIELDS);
  return (
    <FormModal<Values, unknown>
      open={p.open}
      onClose={p.onClose}
      form={form}
      errors={errors}
      title={t('settings.timezone.title')}
      confirmLabel={t('settings.common.save')}
      confirmTestId="timezone-save"
      initialValues={{ timezone: p.current }}
      above={<Typography.Paragraph type="secondary">{t('settings.timezone.hint')}</Typography.Paragraph>}
      submit={(values) => saveTimeZone(values.timezone)}
      onDone={() => toast.success(t('settings.timezone.saved'))}
    >
      <Form.Item
        name="timezone"
        label={t('settings.timezone.label')}
        rules={[{ required: true, message: t('settings.timezone.required') }]}
      >
        <Select
          showSearch
          options={timeZoneOptions(p.current)}
          placeholder={t('settings.timezone.search')}
          data-testid="timezone-select"
        />
      </Form.Item>
    </FormModal>
  );
}
