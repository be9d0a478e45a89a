import type { CryptoAsset } from '@mc/contract';
import { Form, type FormInstance, Select } from 'antd';
import { choosePlaceholder } from '../../../lib/form/placeholder';
import { useTranslation } from '../../../lib/useTranslation';
import { displayAmount } from '../amounts';
import { type NetworksData, networksFor, type ReceiptFormValues } from './receiptForm';

interface Props {
  data: NetworksData | undefined;
  form: FormInstance<ReceiptFormValues>;
  rule: { validator: (rule: unknown, value: unknown) => Promise<void> };
}

/** The networks that carry the chosen asset, each with its confirmations and minimum. */
export function NetworkField({ data, form, rule }: Props) {
  const { t } = useTranslation();
  const asset = Form.useWatch('asset', form) as CryptoAsset | undefined;
  const network = Form.useWatch('network', form);
  const choices = networksFor(data, asset);
  const chosen = choices.find((c) => c.network.code === network);
  return (
    <Form.Item
      name="network"
      label={t('receive.form.network')}
      rules={[rule]}
      extra={
        chosen &&
        t('receive.form.networkHint', {
          confirmations: chosen.network.confirmations,
          min: displayAmount(chosen.min),
          asset,
        })
      }
    >
      <Select
        placeholder={choosePlaceholder(t, t('receive.form.network'))}
        data-testid="receipt-network"
        disabled={!asset}
        onChange={() => void form.validateFields(['amount']).catch(() => undefined)}
        options={choices.map((c) => ({
          value: c.network.code,
          label: `${c.network.code} · ${c.network.name}`,
        }))}
      />
    </Form.Item>
  );
}
