import {
  settingsApi as api,
  type BankAccountBody,
  type BankAccountDetail,
  bankAccountBody,
  postcodeRule,
} from '@mc/contract';
import { Checkbox, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useEffect } from 'react';
import { FormModal } from '../../../components/form/FormModal';
import { choosePlaceholder, enterPlaceholder } from '../../../lib/form/placeholder';
import { schemaRule } from '../../../lib/form/zodRule';
import { call } from '../../../lib/http/client';
import { useToast } from '../../../lib/notify';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { useGatedSubmitError } from '../../security/gates';
import { refreshSettings, useCurrencies } from '../api';
import { countryOptions } from './countries';

const FIELDS = [
  'account_name',
  'bank_name',
  'account_number',
  'swift_code',
  'city',
  'province',
  'postcode',
  'country',
  'currency',
  'account_type',
  'is_default',
] as const;
type Field = (typeof FIELDS)[number];

const blank: Partial<BankAccountBody> = { currency: 'USD', account_type: 'company', is_default: false };

function valuesOf(a: BankAccountDetail): BankAccountBody {
  const { id: _id, account_number_masked: _m, created_at: _c, updated_at: _u, ...rest } = a;
  return { ...rest, country: rest.country as BankAccountBody['country'] };
}

/** Add or edit a bank account; every field is checked as it is typed, postcodes by country. */
export function BankAccountModal(p: {
  open: boolean;
  editing: BankAccountDetail | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const currencies = useCurrencies();
  const [form] = Form.useForm<BankAccountBody>();
  const country = Form.useWatch('country', form);
  const rule = postcodeRule(country ?? '');
  const errors = useGatedSubmitError<Field>(form, FIELDS, p.onClose);
  const check = (field: Field) => schemaRule(bankAccountBody, field, lang, () => form.getFieldsValue());

  useEffect(() => {
    if (country && !postcodeRule(country).pattern) form.setFieldValue('postcode', '');
  }, [country, form]);

  return (
    <FormModal<BankAccountBody, unknown>
      open={p.open}
      onClose={p.onClose}
      form={form}
      errors={errors}
      title={p.editing ? t('settings.bank.editTitle') : t('settings.bank.addTitle')}
      confirmLabel={t('settings.common.save')}
      confirmTestId="bank-save"
      width={720}
      initialValues={p.editing ? valuesOf(p.editing) : blank}
      submit={({ province, postcode, ...values }) => {
        const body = { ...values, province: province ?? '', postcode: postcode ?? '' };
        return p.editing
          ? call(api.updateBankAccount, body, { params: { id: p.editing.id } })
          : call(api.createBankAccount, body);
      }}
      onDone={() => {
        toast.success(t('settings.common.saved'));
        void refreshSettings();
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="account_name"
            label={t('settings.bank.accountName')}
            rules={[check('account_name')]}
          >
            <Input
              placeholder={enterPlaceholder(t, t('settings.bank.accountName'))}
              maxLength={128}
              data-testid="bank-account-name"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="account_type" label={t('settings.bank.type')} rules={[check('account_type')]}>
            <Radio.Group optionType="button" buttonStyle="solid" data-testid="bank-type">
              <Radio.Button value="company">{t('settings.bank.company')}</Radio.Button>
              <Radio.Button value="personal">{t('settings.bank.personal')}</Radio.Button>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="bank_name" label={t('settings.bank.bankName')} rules={[check('bank_name')]}>
            <Input
              placeholder={enterPlaceholder(t, t('settings.bank.bankName'))}
              maxLength={128}
              data-testid="bank-bank-name"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="swift_code" label={t('settings.bank.swift')} rules={[check('swift_code')]}>
            <Input
              maxLength={11}
              placeholder={t('settings.bank.swiftPlaceholder')}
              className="mc-mono"
              data-testid="bank-swift"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="account_number"
            label={t('settings.bank.accountNumber')}
            rules={[check('account_number')]}
          >
            <Input
              placeholder={enterPlaceholder(t, t('settings.bank.accountNumber'))}
              maxLength={48}
              className="mc-mono"
              data-testid="bank-account-number"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="country" label={t('settings.bank.country')} rules={[check('country')]}>
            <Select
              placeholder={choosePlaceholder(t, t('settings.bank.country'))}
              showSearch={{ optionFilterProp: 'label' }}
              options={countryOptions(lang)}
              data-testid="bank-country"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="currency" label={t('settings.bank.currency')} rules={[check('currency')]}>
            <Select
              placeholder={choosePlaceholder(t, t('settings.bank.currency'))}
              loading={currencies.isPending}
              options={(currencies.data?.items ?? []).map((c) => ({
                value: c.code,
                label: c.code,
              }))}
              data-testid="bank-currency"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="province" label={t('settings.bank.province')} rules={[check('province')]}>
            <Input
              placeholder={enterPlaceholder(t, t('settings.bank.province'))}
              maxLength={64}
              data-testid="bank-province"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="city" label={t('settings.bank.city')} rules={[check('city')]}>
            <Input
              placeholder={enterPlaceholder(t, t('settings.bank.city'))}
              maxLength={64}
              data-testid="bank-city"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="postcode"
            label={t('settings.bank.postcode')}
            dependencies={['country']}
            rules={[check('postcode')]}
          >
            <Input
              maxLength={12}
              disabled={rule.pattern === null}
              placeholder={rule.pattern === null ? t('settings.bank.postcodeNone') : rule.example}
              data-testid="bank-postcode"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="is_default" valuePropName="checked" rules={[check('is_default')]}>
        <Checkbox data-testid="bank-default">{t('settings.bank.isDefault')}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
