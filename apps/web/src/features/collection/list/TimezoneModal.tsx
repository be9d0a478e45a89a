import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form/FormModal';
import { choosePlaceholder } from '../../../lib/form/placeholder';
import { useFormSubmitError } from '../../../lib/form/useFormSubmitError';
import { useToast } from '../../../lib/notify';
import { saveTimezone } from '../api';
import { timezoneOptions } from './timezones';

const FIELDS = ['timezone'] as const;

interface Values {
  timezone: string;
}

/** Changes the timezone the monthly rule counts calendar months in (the collection settings). */
export function TimezoneModal(p: { open: boolean; current: string | undefined; onClose: () => void }) {
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
      title={t('collection.timezone.title')}
      confirmLabel={t('collection.timezone.save')}
      confirmTestId="collection-timezone-save"
      initialValues={{ timezone: p.current }}
      above={<Typography.Paragraph type="secondary">{t('collection.timezone.hint')}</Typography.Paragraph>}
      submit={(values) => saveTimezone(values.timezone)}
      onDone={() => toast.success(t('collection.timezone.saved'))}
    >
      <Form.Item name="timezone" label={t('collection.timezone.label')} rules={[{ required: true }]}>
        <Select
          placeholder={choosePlaceholder(t, t('collection.timezone.label'))}
          showSearch
          options={timezoneOptions(p.current)}
          data-testid="collection-timezone-select"
        />
      </Form.Item>
    </FormModal>
  );
}
