import { Form, type FormInstance, Input, Radio, Select, Typography } from 'antd';
import { Link } from 'react-router';
import { usePreselect } from '../../../components/form/usePreselect';
import { useCan } from '../../../lib/permissions';
import { useTranslation } from '../../../lib/useTranslation';
import { usePayees } from '../api';
import type { RemittanceFormValues } from './remittanceForm';

type Rule = { validator: (rule: unknown, value: unknown) => Promise<void> };

interface Props {
  form: FormInstance<RemittanceFormValues>;
  addressRule: Rule;
  payeeRule: Rule;
}

/** An address typed in, or one of the saved payees of the chosen network (and asset). */
export function RecipientField({ form, addressRule, payeeRule }: Props) {
  const { t } = useTranslation();
  const mode = Form.useWatch('recipient', form);
  const network = Form.useWatch('network', form);
  const asset = Form.useWatch('asset', form);
  const payeeId = Form.useWatch('payee_id', form);
  const payees = usePayees(network);
  const can = useCan();
  const choices = (payees.data?.items ?? []).filter((p) => p.asset === null || p.asset === asset);
  const chosen = choices.find((p) => p.id === payeeId);
  usePreselect(form, 'payee_id', mode === 'payee' && payees.data ? choices : undefined);

  return (
    <>
      <Form.Item name="recipient" label={t('payout.form.recipient')}>
        <Radio.Group
          optionType="button"
          data-testid="remit-recipient"
          onChange={() =>
            form.setFields([
              { name: 'address', errors: [] },
              { name: 'payee_id', errors: [] },
            ])
          }
          options={[
            { value: 'address', label: t('payout.form.byAddress') },
            { value: 'payee', label: t('payout.form.byPayee') },
          ]}
        />
      </Form.Item>
      {mode === 'payee' ? (
        <Form.Item
          name="payee_id"
          label={t('payout.form.payee')}
          rules={[payeeRule]}
          required
          extra={
            chosen ? (
              <Typography.Text className="mc-payout-mono" data-testid="remit-payee-address">
                {chosen.address}
              </Typography.Text>
            ) : (
              can('settings.payees.write') && (
                <Link to="/account-info#payees">{t('payout.form.managePayees')}</Link>
              )
            )
          }
        >
          <Select
            data-testid="remit-payee"
            placeholder={t('payout.form.payeePlaceholder')}
            disabled={!network}
            loading={payees.isLoading}
            notFoundContent={t('payout.form.noPayees')}
            showSearch={{ optionFilterProp: 'label' }}
            options={choices.map((p) => ({
              value: p.id,
              label: `${p.name} · ${p.address.slice(0, 8)}…${p.address.slice(-6)}`,
            }))}
            style={{ maxWidth: 480 }}
          />
        </Form.Item>
      ) : (
        <Form.Item name="address" label={t('payout.form.address')} rules={[addressRule]} required>
          <Input
            data-testid="remit-address"
            placeholder={t('payout.form.addressPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            className="mc-payout-mono"
          />
        </Form.Item>
      )}
    </>
  );
}
