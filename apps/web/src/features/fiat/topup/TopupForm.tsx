import { UploadOutlined } from '@ant-design/icons';
import { t as message, TOPUP_STATEMENT_MAX_BYTES, topupStatementExtensions } from '@mc/contract';
import { Alert, Button, Card, Form, Input, Progress, Select, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { DateInput } from '../../../components/DateInput';
import { usePreselect } from '../../../components/form/usePreselect';
import { choosePlaceholder } from '../../../lib/form/placeholder';
import { applyServerErrors } from '../../../lib/form/serverErrors';
import { useRevalidateOnLanguage } from '../../../lib/form/useRevalidateOnLanguage';
import { ApiError } from '../../../lib/http/apiError';
import { useToast } from '../../../lib/notify';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { createIdempotencyKeys } from '../../receive/index';
import { type TopupInstructions, useBankAccounts, useSubmitTopup } from '../api';
import { FiatCurrencySelect } from '../FiatCurrencySelect';

const FIELDS = ['currency', 'amount', 'value_date', 'bank_account_id', 'statement'] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  currency: string;
  amount: string;
  value_date: string;
  bank_account_id: string;
  statement: { originFileObj?: File }[];
}

const today = () => new Date().toISOString().slice(0, 10);

/** The top-up form: currency, amount, value date, the paying bank account (a saved one), the statement. */
export function TopupForm({ instructions }: { instructions: TopupInstructions }) {
  const { t } = useTranslation();
  const toast = useToast();
  const lang = useLang();
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguage(form);
  const currency = Form.useWatch('currency', form);
  const accounts = useBankAccounts();
  const submit = useSubmitTopup();
  const keys = useMemo(() => createIdempotencyKeys(), []);
  const [progress, setProgress] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | undefined>();
  const ofCurrency = (accounts.data?.items ?? []).filter((a) => a.currency === currency);
  usePreselect(form, 'bank_account_id', accounts.data ? ofCurrency : undefined);

  const finish = async (values: Values) => {
    const statement = values.statement?.[0]?.originFileObj;
    if (!statement) return;
    const input = { ...values, statement };
    // the same form with the same file is the same request: a retry reuses its key
    const key = keys.keyFor({
      ...values,
      statement: [statement.name, statement.size, statement.lastModified],
    });
    setAlert(undefined);
    setProgress(0);
    try {
      await submit(input, key, setProgress);
      keys.done();
      toast.success(t('fiat.topup.submitted'));
      form.resetFields(['amount', 'statement']);
    } catch (error) {
      if (error instanceof ApiError && error.errors.length) {
        const rest = applyServerErrors<Field>(form, error.errors, FIELDS);
        setAlert(rest.length ? rest.join(' ') : undefined);
      } else if (!(error instanceof ApiError && error.handled)) {
        setAlert(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card size="small" title={t('fiat.topup.formTitle')} data-testid="topup-form">
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={finish}
        initialValues={{ currency: instructions.currencies[0]?.currency, value_date: today() }}
      >
        <Form.Item name="currency" label={t('fiat.topup.currency')} rules={[{ required: true }]}>
          <FiatCurrencySelect
            placeholder={choosePlaceholder(t, t('fiat.topup.currency'))}
            data-testid="topup-currency"
            onChange={() => form.setFieldValue('bank_account_id', undefined)}
          />
        </Form.Item>
        <Form.Item name="amount" label={t('fiat.topup.amount')} rules={[{ required: true }]}>
          <Input placeholder={'0.00'} inputMode="decimal" suffix={currency} data-testid="topup-amount" />
        </Form.Item>
        <Form.Item name="value_date" label={t('fiat.topup.valueDate')} rules={[{ required: true }]}>
          <DateInput max={today()} data-testid="topup-value-date" />
        </Form.Item>
        <Form.Item
          name="bank_account_id"
          label={t('fiat.topup.bankAccount')}
          rules={[{ required: true }]}
          extra={accounts.data && ofCurrency.length === 0 ? t('fiat.topup.noBankAccount') : undefined}
        >
          <Select
            data-testid="topup-bank-account"
            placeholder={t('fiat.topup.bankAccountPlaceholder')}
            loading={accounts.isLoading}
            options={ofCurrency.map((a) => ({
              value: a.id,
              label: `${a.bank_name} · ${a.account_name} · ${a.account_number_masked}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="statement"
          label={t('fiat.topup.statement')}
          extra={t('fiat.topup.statementHint')}
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: Values['statement'] }) => e.fileList.slice(-1)}
          rules={[
            { required: true, message: message('statement_required', lang) },
            {
              validator: (_, list: Values['statement'] | undefined) =>
                (list?.[0]?.originFileObj?.size ?? 0) > TOPUP_STATEMENT_MAX_BYTES
                  ? Promise.reject(new Error(message('statement_too_large', lang, { max: 10 })))
                  : Promise.resolve(),
            },
          ]}
        >
          <Upload beforeUpload={() => false} maxCount={1} accept={topupStatementExtensions.join(',')}>
            <Button icon={<UploadOutlined />} data-testid="topup-statement">
              {t('fiat.topup.statementPick')}
            </Button>
          </Upload>
        </Form.Item>
        {progress !== null && <Progress percent={progress} size="small" />}
        {alert && <Alert type="error" showIcon title={alert} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={progress !== null} data-testid="topup-submit">
          {t('fiat.topup.submit')}
        </Button>
      </Form>
    </Card>
  );
}
