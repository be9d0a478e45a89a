import { settingsApi as api, type Payee, type PayeeBody, payeeBody } from '@mc/contract';
import { Form, Input, Select } from 'antd';
import { FormModal } from '../../../components/form/FormModal';
import { choosePlaceholder, enterPlaceholder } from '../../../lib/form/placeholder';
import { schemaRule } from '../../../lib/form/zodRule';
import { call } from '../../../lib/http/client';
import { useNetworkCatalogue } from '../../../lib/networkCatalogue';
import { useToast } from '../../../lib/notify';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { useGatedSubmitError } from '../../security/gates';
import { refreshSettings } from '../api';

const FIELDS = ['name', 'network', 'asset', 'address'] as const;
type Field = (typeof FIELDS)[number];
/** The select's value for "any asset of the network" (the API's null). */
const ANY = '';

interface Values {
  name: string;
  network: PayeeBody['network'];
  asset: string;
  address: string;
}

const toBody = (v: Partial<Values>) => ({
  name: v.name,
  network: v.network,
  asset: v.asset ? v.asset : null,
  address: v.address,
});

/** Add or edit a saved address; its format is checked for the chosen network as it is typed. */
export function PayeeModal(p: { open: boolean; editing: Payee | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const catalogue = useNetworkCatalogue();
  const [form] = Form.useForm<Values>();
  const network = Form.useWatch('network', form);
  const errors = useGatedSubmitError<Field>(form, FIELDS, p.onClose);
  const rule = (field: Field) => schemaRule(payeeBody, field, lang, () => toBody(form.getFieldsValue()));
  const networks = catalogue.data?.networks ?? [];
  const assets = networks.find((n) => n.code === network)?.assets ?? [];

  return (
    <FormModal<Values, unknown>
      open={p.open}
      onClose={p.onClose}
      form={form}
      errors={errors}
      title={p.editing ? t('settings.payees.editTitle') : t('settings.payees.addTitle')}
      confirmLabel={t('settings.common.save')}
      confirmTestId="payee-save"
      width={560}
      initialValues={
        p.editing ? { ...p.editing, asset: p.editing.asset ?? ANY } : { network: 'TRC20', asset: ANY }
      }
      submit={(values) => {
        const body = payeeBody.parse(toBody(values));
        return p.editing
          ? call(api.updatePayee, body, { params: { id: p.editing.id } })
          : call(api.createPayee, body);
      }}
      onDone={() => {
        toast.success(t('settings.common.saved'));
        void refreshSettings();
      }}
    >
      <Form.Item name="name" label={t('settings.payees.name')} rules={[rule('name')]}>
        <Input maxLength={64} placeholder={t('settings.payees.namePlaceholder')} data-testid="payee-name" />
      </Form.Item>
      <Form.Item name="network" label={t('settings.payees.network')} rules={[rule('network')]}>
        <Select
          placeholder={choosePlaceholder(t, t('settings.payees.network'))}
          loading={catalogue.isPending}
          options={networks.map((n) => ({ value: n.code, label: n.name }))}
          onChange={() => form.setFieldValue('asset', ANY)}
          data-testid="payee-network"
        />
      </Form.Item>
      <Form.Item name="asset" label={t('settings.payees.asset')} rules={[rule('asset')]}>
        <Select
          placeholder={choosePlaceholder(t, t('settings.payees.asset'))}
          options={[
            { value: ANY, label: t('settings.payees.anyAsset') },
            ...assets.map((a) => ({ value: a.asset, label: a.asset })),
          ]}
          data-testid="payee-asset"
        />
      </Form.Item>
      <Form.Item
        name="address"
        label={t('settings.payees.address')}
        dependencies={['network']}
        rules={[rule('address')]}
      >
        <Input.TextArea
          placeholder={enterPlaceholder(t, t('settings.payees.address'))}
          autoSize={{ minRows: 1, maxRows: 3 }}
          maxLength={128}
          className="mc-mono"
          spellCheck={false}
          data-testid="payee-address"
        />
      </Form.Item>
    </FormModal>
  );
}
