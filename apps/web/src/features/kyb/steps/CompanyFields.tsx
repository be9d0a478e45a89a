import { Form, type FormInstance, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/useLang';
import { choiceOptions, type KybFormValues } from '../kybFormModel';
import { fieldRules } from './fieldRules';

/** Step 1: the company as registered. */
export function CompanyFields({ form }: { form: FormInstance<KybFormValues> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const options = choiceOptions(lang);
  const choose = t('kyb.placeholder.choose');
  return (
    <div className="mc-kyb-grid">
      <Form.Item
        name="company_name"
        label={t('kyb.field.company_name')}
        rules={fieldRules('company_name', lang, form)}
      >
        <Input
          data-testid="kyb-company_name"
          maxLength={128}
          placeholder={t('kyb.placeholder.company_name')}
        />
      </Form.Item>
      <Form.Item
        name="entity_type"
        label={t('kyb.field.entity_type')}
        rules={fieldRules('entity_type', lang, form)}
      >
        <Select data-testid="kyb-entity_type" options={options.entity_type} placeholder={choose} />
      </Form.Item>
      <Form.Item
        name="registration_number"
        label={t('kyb.field.registration_number')}
        rules={fieldRules('registration_number', lang, form)}
      >
        <Input
          data-testid="kyb-registration_number"
          maxLength={64}
          placeholder={t('kyb.placeholder.registration_number')}
        />
      </Form.Item>
      <Form.Item
        name="registration_date"
        label={t('kyb.field.registration_date')}
        rules={fieldRules('registration_date', lang, form)}
      >
        {/* The browser's own date field: no date-picker library in the page. */}
        <Input data-testid="kyb-registration_date" type="date" max={new Date().toISOString().slice(0, 10)} />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('kyb.field.address')}
        rules={fieldRules('address', lang, form)}
        className="mc-kyb-wide"
      >
        <Input data-testid="kyb-address" maxLength={256} placeholder={t('kyb.placeholder.address')} />
      </Form.Item>
      <Form.Item
        name="business_scope"
        label={t('kyb.field.business_scope')}
        rules={fieldRules('business_scope', lang, form)}
        className="mc-kyb-wide"
      >
        <Input.TextArea
          data-testid="kyb-business_scope"
          maxLength={1000}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={t('kyb.placeholder.business_scope')}
        />
      </Form.Item>
      <Form.Item name="industry" label={t('kyb.field.industry')} rules={fieldRules('industry', lang, form)}>
        <Select data-testid="kyb-industry" options={options.industry} placeholder={choose} />
      </Form.Item>
      <Form.Item
        name="source_of_funds"
        label={t('kyb.field.source_of_funds')}
        rules={fieldRules('source_of_funds', lang, form)}
      >
        <Select data-testid="kyb-source_of_funds" options={options.source_of_funds} placeholder={choose} />
      </Form.Item>
      <Form.Item
        name="website"
        label={t('kyb.optionalLabel', { label: t('kyb.field.website') })}
        rules={fieldRules('website', lang, form)}
      >
        <Input data-testid="kyb-website" maxLength={256} placeholder={t('kyb.placeholder.website')} />
      </Form.Item>
    </div>
  );
}
