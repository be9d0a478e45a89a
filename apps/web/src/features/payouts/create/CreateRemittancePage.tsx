import {
  createRemittanceBody,
  type FieldError,
  t as message,
  type Payout,
  payoutsApi,
  toMinor,
} from '@mc/contract';
import { Alert, Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { schemaRule } from '../../../lib/form/zodRule';
import { isApiError } from '../../../lib/http/apiError';
import { call } from '../../../lib/http/client';
import { useNetworkCatalogue } from '../../../lib/networkCatalogue';
import { notify } from '../../../lib/notify';
import { queryClient } from '../../../lib/queryClient';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { useMerchantInfo } from '../../auth/useMerchantInfo';
import { displayAmount } from '../../receive/amounts';
import { networksFor, receivableAssets } from '../../receive/create/receiptForm';
import {
  payoutKeys,
  type RemittancePreview,
  useRemittancePreview,
  useWalletBalances,
  walletBalancesKey,
} from '../api';
import '../payouts.css';
import { choosePlaceholder } from '../../../lib/form/placeholder';
import { useRevalidateOnLanguage } from '../../../lib/form/useRevalidateOnLanguage';
import { useDebouncedValue } from '../useDebouncedValue';
import { ConfirmRemittance } from './ConfirmRemittance';
import { PreviewPanel } from './PreviewPanel';
import { RecipientField } from './RecipientField';
import {
  exceedsAvailable,
  previewMatches,
  previewTarget,
  REMITTANCE_FIELDS,
  type RemittanceFormValues,
  type RemittanceRequest,
  toRequest,
} from './remittanceForm';

const PREVIEW_DEBOUNCE_MS = 400;

/** /pay/create: a remittance to an address or a saved payee, confirmed with the security steps. */
export default function CreateRemittancePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const info = useMerchantInfo();
  const networks = useNetworkCatalogue();
  const balances = useWalletBalances();
  const [form] = Form.useForm<RemittanceFormValues>();
  useRevalidateOnLanguage(form);
  const [confirm, setConfirm] = useState<{ request: RemittanceRequest; preview: RemittancePreview } | null>(
    null,
  );
  const [checking, setChecking] = useState(false);

  const values = Form.useWatch([], form) as Partial<RemittanceFormValues> | undefined;
  const asset = values?.asset;
  const target = useDebouncedValue(values ? previewTarget(values) : null, PREVIEW_DEBOUNCE_MS);
  const preview = useRemittancePreview(target);
  const current = previewMatches(preview.data, target) && !preview.isError ? preview.data : undefined;
  const available = balances.data?.assets.find((a) => a.asset === asset)?.available;

  // the preview's own 422s (an address of another network, a payee of another asset...) go on their fields
  useEffect(() => {
    const error = preview.error;
    if (!isApiError(error) || error.errors.length === 0) return;
    form.setFields(
      error.errors
        .filter((e) => (REMITTANCE_FIELDS as readonly string[]).includes(e.field))
        .map((e) => ({ name: e.field as (typeof REMITTANCE_FIELDS)[number], errors: [e.message] })),
    );
  }, [preview.error, form]);

  // the total against the balance, as soon as the preview knows it
  useEffect(() => {
    if (current && exceedsAvailable(current)) {
      form.setFields([{ name: 'amount', errors: [message('insufficient_balance', lang)] }]);
    }
  }, [current, form, lang]);

  const rule = (field: string) =>
    schemaRule(createRemittanceBody, field, lang, () => toRequest(form.getFieldsValue(true)));
  const balanceRule = {
    validator: async (_: unknown, value: unknown) => {
      if (typeof value !== 'string' || !available) return;
      const amount = toMinor(value.trim(), 6);
      const limit = toMinor(available, 6);
      if (amount !== null && limit !== null && amount > limit)
        throw new Error(message('insufficient_balance', lang));
    },
  };
  const payeeRule = {
    validator: async (_: unknown, value: unknown) => {
      if (!value) throw new Error(message('required', lang));
    },
  };

  const putOnFields = (errors: FieldError[]) => {
    setConfirm(null);
    form.setFields(
      errors.map((e) => ({ name: e.field as (typeof REMITTANCE_FIELDS)[number], errors: [e.message] })),
    );
  };

  const next = async (formValues: RemittanceFormValues) => {
    const wanted = previewTarget(formValues);
    if (!wanted) return;
    setChecking(true);
    try {
      const fresh = await queryClient.fetchQuery({
        queryKey: payoutKeys.preview(wanted),
        queryFn: () => call(payoutsApi.previewRemittance, wanted),
        staleTime: 0,
      });
      if (exceedsAvailable(fresh)) {
        form.setFields([{ name: 'amount', errors: [message('insufficient_balance', lang)] }]);
        return;
      }
      setConfirm({ request: toRequest(formValues), preview: fresh });
    } catch (error) {
      if (isApiError(error) && error.errors.length > 0) putOnFields(error.errors);
      else if (isApiError(error) && !error.handled) notify.error(error.message);
    } finally {
      setChecking(false);
    }
  };

  const done = (_payout: Payout) => {
    setConfirm(null);
    void queryClient.invalidateQueries({ queryKey: walletBalancesKey });
    void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
    notify.success(t('payout.form.created'));
    form.resetFields();
    navigate('/pay/index');
  };

  return (
    <PageContainer title={t('payout.form.title')} header={t('payout.form.intro')}>
      {info && info.kyb_status !== 'verified' && (
        <Alert
          type="warning"
          showIcon
          data-testid="remit-kyb"
          title={t('payout.form.kybNotice')}
          action={<Link to="/kyc-kyb">{t('route.kyb.root')}</Link>}
          style={{ marginBottom: 16, maxWidth: 1040 }}
        />
      )}
      <Row gutter={[32, 16]} style={{ maxWidth: 1040 }}>
        <Col xs={24} lg={14}>
          <Form<RemittanceFormValues>
            form={form}
            layout="vertical"
            initialValues={{ recipient: 'address', asset: 'USDT' }}
            onFinish={(v) => void next(v)}
            data-testid="remit-form"
          >
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item name="asset" label={t('payout.form.asset')} rules={[rule('asset')]}>
                  <Select
                    placeholder={choosePlaceholder(t, t('payout.form.asset'))}
                    data-testid="remit-asset"
                    loading={networks.isLoading}
                    options={receivableAssets(networks.data).map((a) => ({ value: a, label: a }))}
                    onChange={() => form.setFieldsValue({ network: undefined, payee_id: undefined })}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="network" label={t('payout.form.network')} rules={[rule('network')]}>
                  <Select
                    placeholder={choosePlaceholder(t, t('payout.form.network'))}
                    data-testid="remit-network"
                    disabled={!asset}
                    onChange={() => form.setFieldsValue({ payee_id: undefined })}
                    options={networksFor(networks.data, asset).map((c) => ({
                      value: c.network.code,
                      label: `${c.network.code} · ${c.network.name}`,
                    }))}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="amount"
              label={t('payout.form.amount')}
              rules={[rule('amount'), balanceRule]}
              extra={
                available !== undefined && (
                  <span data-testid="remit-available">
                    {t('payout.form.available')}: {displayAmount(available)} {asset}
                  </span>
                )
              }
            >
              <Input
                data-testid="remit-amount"
                inputMode="decimal"
                placeholder="0.00"
                suffix={asset}
                autoComplete="off"
              />
            </Form.Item>
            <RecipientField form={form} addressRule={rule('address')} payeeRule={payeeRule} />
            <Form.Item name="remark" label={t('payout.form.remark')} rules={[rule('remark')]}>
              <Input
                data-testid="remit-remark"
                placeholder={t('payout.form.remarkPlaceholder')}
                maxLength={100}
                showCount
                autoComplete="off"
              />
            </Form.Item>
            <Space className="mc-payout-actions">
              <Button type="primary" htmlType="submit" loading={checking} data-testid="remit-next">
                {t('payout.form.next')}
              </Button>
              <Button onClick={() => navigate('/pay/index')}>{t('common.cancel')}</Button>
            </Space>
          </Form>
        </Col>
        <Col xs={24} lg={10}>
          <PreviewPanel
            asset={asset}
            available={available}
            preview={current}
            loading={target !== null && preview.isFetching}
          />
        </Col>
      </Row>
      <ConfirmRemittance
        open={confirm !== null}
        request={confirm?.request ?? toRequest({})}
        preview={confirm?.preview ?? null}
        onClose={() => setConfirm(null)}
        onDone={done}
        onPageErrors={putOnFields}
      />
    </PageContainer>
  );
}
