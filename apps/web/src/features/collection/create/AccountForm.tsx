import { type CollectionAccount, createCollectionAccountBody } from '@mc/contract';
import { Button, Form, Input, Select } from 'antd';
import { useRef, useState } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { choosePlaceholder, enterPlaceholder } from '../../../lib/form/placeholder';
import { useFormSubmitError } from '../../../lib/form/useFormSubmitError';
import { useRevalidateOnLanguage } from '../../../lib/form/useRevalidateOnLanguage';
import { schemaRule } from '../../../lib/form/zodRule';
import { useNetworkCatalogue } from '../../../lib/networkCatalogue';
import { notify } from '../../../lib/notify';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { createIdempotencyKeys, networksFor, receivableAssets } from '../../receive/index';
import { createAccount } from '../api';
import { ACCOUNT_FIELDS, type AccountFormValues, toBody } from './accountForm';
import { CreatedAccount } from './CreatedAccount';

/** One collection account by a form; the server's field errors land on their fields. */
export function AccountForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const networks = useNetworkCatalogue();
  const [form] = Form.useForm<AccountFormValues>();
  useRevalidateOnLanguage(form);
  const asset = Form.useWatch('asset', form);
  const { alert, setAlert, showError } = useFormSubmitError<(typeof ACCOUNT_FIELDS)[number]>(
    form,
    ACCOUNT_FIELDS,
  );
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CollectionAccount | null>(null);
  const keys = useRef(createIdempotencyKeys()).current;
  const rule = (field: string) =>
    schemaRule(createCollectionAccountBody, field, lang, () => toBody(form.getFieldsValue(true)));
  const label = (key: string) => t(`collection.form.${key}`);

  const submit = async (values: AccountFormValues) => {
    setAlert(undefined);
    setBusy(true);
    const body = toBody(values);
    try {
      const account = await createAccount(body, keys.keyFor(body));
      keys.done();
      notify.success(t('collection.form.created', { name: account.customer_name }));
      setCreated(account);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  if (created)
    return (
      <CreatedAccount
        account={created}
        onAnother={() => {
          form.resetFields();
          setCreated(null);
        }}
      />
    );
  return (
    <Form<AccountFormValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={{ asset: 'USDT', network: 'TRC20' }}
      onFinish={(values) => void submit(values)}
      disabled={busy}
      data-testid="collection-form"
    >
      <Form.Item name="customer_name" label={label('customerName')} rules={[rule('customer_name')]}>
        <Input
          placeholder={enterPlaceholder(t, label('customerName'))}
          maxLength={100}
          data-testid="collection-form-name"
        />
      </Form.Item>
      <Form.Item
        name="customer_ref"
        label={label('customerRef')}
        extra={label('customerRefHint')}
        rules={[rule('customer_ref')]}
      >
        <Input
          placeholder={enterPlaceholder(t, label('customerRef'))}
          maxLength={64}
          data-testid="collection-form-ref"
        />
      </Form.Item>
      <Form.Item name="email" label={label('email')} rules={[rule('email')]}>
        <Input
          placeholder={enterPlaceholder(t, label('email'))}
          type="email"
          maxLength={254}
          data-testid="collection-form-email"
        />
      </Form.Item>
      <Form.Item name="asset" label={label('asset')} rules={[rule('asset')]}>
        <Select
          placeholder={choosePlaceholder(t, label('asset'))}
          options={receivableAssets(networks.data).map((a) => ({ value: a, label: a }))}
          loading={networks.isLoading}
          onChange={() => form.setFieldValue('network', undefined)}
          data-testid="collection-form-asset"
        />
      </Form.Item>
      <Form.Item name="network" label={label('network')} rules={[rule('network')]}>
        <Select
          placeholder={choosePlaceholder(t, label('network'))}
          disabled={!asset}
          options={networksFor(networks.data, asset).map((c) => ({
            value: c.network.code,
            label: `${c.network.code} · ${c.network.name}`,
          }))}
          data-testid="collection-form-network"
        />
      </Form.Item>
      <Form.Item
        name="expected_amount"
        label={label('expected')}
        extra={label('expectedHint')}
        rules={[rule('expected_amount')]}
      >
        <Input
          placeholder={'0.00'}
          inputMode="decimal"
          suffix={<span>{asset}</span>}
          style={{ maxWidth: 280 }}
          data-testid="collection-form-expected"
        />
      </Form.Item>
      <Form.Item name="remark" label={label('remark')} rules={[rule('remark')]}>
        <Input.TextArea
          placeholder={enterPlaceholder(t, label('remark'))}
          maxLength={200}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          data-testid="collection-form-remark"
        />
      </Form.Item>
      <FormAlert text={alert} testId="collection-form-error" />
      <Button type="primary" htmlType="submit" loading={busy} data-testid="collection-form-submit">
        {label('submit')}
      </Button>
    </Form>
  );
}
