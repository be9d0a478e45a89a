import { Form, type FormInstance, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/useLang';
import { choiceOptions, type KybFormValues } from '../kybFormModel';
import { fieldRules } from './fieldRules';

/** Step 2: the company's legal representative. */
export function RepresentativeFields({ form }: { form: FormInstance<KybFormValues> }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="mc-kyb-grid">
      <Form.Item
        name="legal_rep_name"
        label={t('kyb.field.legal_rep_name')}
        rules={fieldRules('legal_rep_name', lang, form)}
      >
        <Input data-testid="kyb-legal_rep_name" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="legal_rep_email"
        label={t('kyb.field.legal_rep_email')}
        rules={fieldRules('legal_rep_email', lang, form)}
      >
        <Input
          data-testid="kyb-legal_rep_email"
          type="email"
          maxLength={254}
          placeholder="name@company.com"
        />
      </Form.Item>
      <Form.Item
        name="legal_rep_phone"
        label={t('kyb.field.legal_rep_phone')}
        rules={fieldRules('legal_rep_phone', lang, form)}
      >
        <Input
          data-testid="kyb-legal_rep_phone"
          maxLength={24}
          placeholder={t('kyb.placeholder.legal_rep_phone')}
        />
      </Form.Item>
      <Form.Item
        name="legal_rep_id_type"
        label={t('kyb.field.legal_rep_id_type')}
        rules={fieldRules('legal_rep_id_type', lang, form)}
      >
        <Select
          data-testid="kyb-legal_rep_id_type"
          options={choiceOptions(lang).legal_rep_id_type}
          placeholder={t('kyb.placeholder.choose')}
        />
      </Form.Item>
      <Form.Item
        name="legal_rep_id_number"
        label={t('kyb.field.legal_rep_id_number')}
        rules={fieldRules('legal_rep_id_number', lang, form)}
      >
        <Input data-testid="kyb-legal_rep_id_number" maxLength={32} />
      </Form.Item>
    </div>
  );
}
