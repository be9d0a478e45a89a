import {
  type BankTransferPreview,
  createBankTransferBody,
  type FieldError,
  t as message,
  payoutsApi,
} from '@mc/contract';
import { Button, Card, Col, Form, Input, Row, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/FormAlert';
import { usePreselect } from '../../../components/form/usePreselect';
import { choosePlaceholder } from '../../../lib/form/placeholder';
import { useRevalidateOnLanguage } from '../../../lib/form/useRevalidateOnLanguage';
import { schemaRule } from '../../../lib/form/zodRule';
import { isApiError } from '../../../lib/http/apiError';
import { call } from '../../../lib/http/client';
import { notify } from '../../../lib/notify';
import { queryClient } from '../../../lib/queryClient';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { fiatBalancesKey, payoutKeys, SecurityDialog, useFiatBalances } from '../../payouts/index';
import { displayAmount } from '../../receive/index';
import { FiatCurrencySelect } from '../FiatCurrencySelect';
import { type BankTransferTarget, useBankTransferPreview, useSavedBankAccounts } from './api';
import { BankTransferFigures } from './BankTransferFigures';
import { BankTransferList } from './BankTransferList';

interface RemitFormValues {
  currency: string;
  bank_account_id?: string;
  amount?: string;
  remark?: string;
}

/** What is remitted, without the secrets (it picks the Idempotency-Key). */
interface RemitRequest {
  currency: RemitFormValues['currency'];
  bank_account_id: string;
  amount: string;
  remark: string;
}

const FORM_FIELDS = ['currency', 'bank_account_id', 'amount', 'remark'] as const;
const AMOUNT = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/** The transfer the form describes, once it is complete enough to be priced. */
function targetOf(v: Partial<RemitFormValues> | undefined): BankTransferTarget | null {
  const amount = v?.amount?.trim() ?? '';
  if (!v?.currency || !v.bank_account_id || !AMOUNT.test(amount)) return null;
  return { currency: v.currency, bank_account_id: v.bank_account_id, amount };
}

/**
 * The remit tab of the fiat account: a transfer of fiat to one of the merchant's saved bank accounts
 * of that currency, its fee and what leaves the balance shown before confirming with the security
 * steps; below, the merchant's bank transfers with their statuses.
 */
export function RemitPanel() {
  const { t } = useTranslation();
  const lang = useLang();
  const balances = useFiatBalances();
  const accounts = useSavedBankAccounts();
  const [form] = Form.useForm<RemitFormValues>();
  useRevalidateOnLanguage(form);
  const [alert, setAlert] = useState<string>();
  const [checking, setChecking] = useState(false);
  const [confirm, setConfirm] = useState<{ request: RemitFormValues; preview: BankTransferPreview } | null>(
    null,
  );

  const values = Form.useWatch([], form) as Partial<RemitFormValues> | undefined;
  const currency = values?.currency ?? 'USD';
  const preview = useBankTransferPreview(targetOf(values));
  const available = balances.data?.assets.find((a) => a.asset === currency)?.available;
  const ofCurrency = (accounts.data?.items ?? []).filter((a) => a.currency === currency);
  const options = ofCurrency.map((a) => ({
    value: a.id,
    label: `${a.bank_name} · ${a.account_name} · ${a.account_number_masked}`,
  }));
  usePreselect(form, 'bank_account_id', accounts.data ? ofCurrency : undefined);
  const rule = (field: string) =>
    schemaRule(createBankTransferBody, field, lang, () => form.getFieldsValue(true));

  const onFieldErrors = (errors: FieldError[]) => {
    setConfirm(null);
    const known = errors.filter((e) => (FORM_FIELDS as readonly string[]).includes(e.field));
    form.setFields(
      known.map((e) => ({ name: e.field as (typeof FORM_FIELDS)[number], errors: [e.message] })),
    );
    const rest = errors.filter((e) => !known.includes(e));
    if (rest.length > 0) setAlert(rest.map((e) => e.message).join(' '));
  };

  const next = async (v: RemitFormValues) => {
    setAlert(undefined);
    const target = targetOf(v);
    if (!target) return;
    setChecking(true);
    try {
      const fresh = await call(payoutsApi.previewBankTransfer, target);
      if (Number(fresh.total) > Number(fresh.available)) {
        form.setFields([{ name: 'amount', errors: [message('insufficient_balance', lang)] }]);
        return;
      }
      setConfirm({ request: v, preview: fresh });
    } catch (error) {
      if (isApiError(error) && error.errors.length > 0) onFieldErrors(error.errors);
      else if (isApiError(error) && !error.handled) setAlert(error.message);
    } finally {
      setChecking(false);
    }
  };

  const done = () => {
    setConfirm(null);
    void queryClient.invalidateQueries({ queryKey: fiatBalancesKey });
    void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
    notify.success(t('fiatPayouts.remit.created'));
    form.resetFields();
  };

  const request: RemitRequest = {
    currency: confirm?.request.currency ?? 'USD',
    bank_account_id: confirm?.request.bank_account_id ?? '',
    amount: (confirm?.request.amount ?? '').trim(),
    remark: (confirm?.request.remark ?? '').trim(),
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="bank-remit-panel">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('fiatPayouts.remit.formTitle')}>
            <Form<RemitFormValues>
              form={form}
              layout="vertical"
              initialValues={{ currency: 'USD', remark: '' }}
              onValuesChange={() => setAlert(undefined)}
              onFinish={(v) => void next(v)}
              data-testid="bank-remit-form"
            >
              <Form.Item
                name="currency"
                label={t('fiatPayouts.remit.currency')}
                rules={[rule('currency')]}
                required
              >
                <FiatCurrencySelect
                  placeholder={choosePlaceholder(t, t('fiatPayouts.remit.currency'))}
                  data-testid="bank-remit-currency"
                  onChange={() => form.setFieldsValue({ bank_account_id: undefined })}
                />
              </Form.Item>
              <Form.Item
                name="bank_account_id"
                label={t('fiatPayouts.remit.account')}
                rules={[{ required: true, message: message('required', lang) }]}
                extra={
                  !accounts.isLoading &&
                  options.length === 0 && (
                    <Link to="/account-info" data-testid="bank-remit-add-account">
                      {t('fiatPayouts.remit.addAccount')}
                    </Link>
                  )
                }
              >
                <Select
                  data-testid="bank-remit-account"
                  placeholder={t('fiatPayouts.remit.accountPlaceholder')}
                  loading={accounts.isLoading}
                  options={options}
                />
              </Form.Item>
              <Form.Item
                name="amount"
                label={t('fiatPayouts.remit.amount')}
                rules={[rule('amount')]}
                extra={
                  available !== undefined && (
                    <span data-testid="bank-remit-available">
                      {t('fiatPayouts.remit.available')}: {displayAmount(available)} {currency}
                    </span>
                  )
                }
              >
                <Input
                  data-testid="bank-remit-amount"
                  inputMode="decimal"
                  placeholder="0.00"
                  suffix={currency}
                  autoComplete="off"
                />
              </Form.Item>
              <Form.Item name="remark" label={t('fiatPayouts.remit.remark')} rules={[rule('remark')]}>
                <Input
                  data-testid="bank-remit-remark"
                  placeholder={t('fiatPayouts.remit.remarkPlaceholder')}
                  maxLength={100}
                  showCount
                  autoComplete="off"
                />
              </Form.Item>
              <FormAlert text={alert} testId="bank-remit-error" />
              <Button type="primary" htmlType="submit" loading={checking} data-testid="bank-remit-next">
                {t('fiatPayouts.remit.next')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Spin spinning={preview.isFetching} size="small">
            <BankTransferFigures
              preview={preview.isError ? undefined : preview.data}
              testId="bank-remit-preview"
            />
          </Spin>
        </Col>
      </Row>
      <SecurityDialog
        open={confirm !== null}
        title={t('fiatPayouts.remit.confirmTitle')}
        confirmLabel={t('fiatPayouts.remit.confirm')}
        request={request}
        totpRequired={confirm?.preview.totp_required ?? true}
        onClose={() => setConfirm(null)}
        pageFields={FORM_FIELDS}
        onPageErrors={onFieldErrors}
        send={async (body, key) => {
          await call(payoutsApi.createBankTransfer, body, { headers: { 'Idempotency-Key': key } });
          done();
        }}
      >
        {confirm && <BankTransferFigures preview={confirm.preview} testId="bank-remit-confirm-figures" />}
      </SecurityDialog>
      <BankTransferList />
    </Space>
  );
}
