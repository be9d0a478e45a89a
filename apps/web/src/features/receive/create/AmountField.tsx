import type { CryptoAsset } from '@mc/contract';
import { Form, type FormInstance, Input } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';
import { ASSET_DECIMALS, amountProblem, displayAmount } from '../amounts';
import { type NetworksData, networksFor, type ReceiptFormValues } from './receiptForm';

interface Props {
  data: NetworksData | undefined;
  form: FormInstance<ReceiptFormValues>;
  rule: { validator: (rule: unknown, value: unknown) => Promise<void> };
}

/** The amount: the contract's format, the asset's decimals and the network's minimum. */
export function AmountField({ data, form, rule }: Props) {
  const { t } = useTranslation();
  const asset = Form.useWatch('asset', form) as CryptoAsset | undefined;
  const decimals = asset ? ASSET_DECIMALS[asset] : 6;

  const limits = {
    validator: async (_rule: unknown, value: unknown) => {
      const values = form.getFieldsValue(true) as Partial<ReceiptFormValues>;
      if (!values.asset || typeof value !== 'string' || value.trim() === '') return;
      const min = networksFor(data, values.asset).find((c) => c.network.code === values.network)?.min;
      const problem = amountProblem(value, values.asset, min);
      if (problem === 'decimals') throw new Error(t('receive.form.amountDecimals', { decimals }));
      if (problem === 'below_min' && min)
        throw new Error(t('receive.form.amountMin', { min: displayAmount(min), asset: values.asset }));
    },
  };

  return (
    <Form.Item name="amount" label={t('receive.form.amount')} rules={[rule, limits]}>
      <Input
        data-testid="receipt-amount"
        inputMode="decimal"
        placeholder="0.00"
        suffix={asset}
        autoComplete="off"
        style={{ maxWidth: 320 }}
      />
    </Form.Item>
  );
}
