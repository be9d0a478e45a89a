import { coreApi as api, createReceiptOrderBody } from '@mc/contract';
import { Alert, Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { useFormSubmitError } from '../../../lib/form/useFormSubmitError';
import { schemaRule } from '../../../lib/form/zodRule';
import { call } from '../../../lib/http/client';
import { useNetworkCatalogue } from '../../../lib/networkCatalogue';
import { notify } from '../../../lib/notify';
import { queryClient } from '../../../lib/queryClient';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { useMerchantInfo } from '../../auth/useMerchantInfo';
import { receiptKeys } from '../api';
import { createIdempotencyKeys } from '../idempotency';
import '../receive.css';
import { FormAlert } from '../../../components/form/FormAlert';
import { choosePlaceholder, enterPlaceholder } from '../../../lib/form/placeholder';
import { useRevalidateOnLanguage } from '../../../lib/form/useRevalidateOnLanguage';
import { AmountField } from './AmountField';
import { NetworkField } from './NetworkField';
import {
  RECEIPT_FIELDS,
  type ReceiptFormValues,
  receivableAssets,
  suggestOrderNo,
  toBody,
} from './receiptForm';

/** /receive/create: a new receipt order; on success the detail page opens. */
export default function CreateReceiptPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const info = useMerchantInfo();
  const networks = useNetworkCatalogue();
  const [form] = Form.useForm<ReceiptFormValues>();
  useRevalidateOnLanguage(form);
  const { alert, setAlert, showError } = useFormSubmitError<(typeof RECEIPT_FIELDS)[number]>(
    form,
    RECEIPT_FIELDS,
  );
  const [busy, setBusy] = useState(false);
  const keys = useRef(createIdempotencyKeys()).current;
  const rule = (field: string) =>
    schemaRule(createReceiptOrderBody, field, lang, () => toBody(form.getFieldsValue(true)));
  const assets = receivableAssets(networks.data);

  const submit = async (values: ReceiptFormValues) => {
    setAlert(undefined);
    setBusy(true);
    const body = toBody(values);
    try {
      const order = await call(api.createReceiptOrder, body, {
        headers: { 'Idempotency-Key': keys.keyFor(body) },
      });
      keys.done();
      void queryClient.invalidateQueries({ queryKey: receiptKeys.all });
      notify.success(t('receive.form.created'));
      navigate(`/receive/order/${order.id}`);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer title={t('receive.form.title')} header={t('receive.form.intro')}>
      {info && info.kyb_status !== 'verified' && networks.data && (
        <Alert
          type="info"
          showIcon
          className="mc-receive-kyb"
          data-testid="receipt-kyb-limit"
          title={t('receive.form.kybLimit', { limit: networks.data.kyb_order_limit_usd })}
          style={{ marginBottom: 16, maxWidth: 640 }}
        />
      )}
      <Form<ReceiptFormValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{ expires_in_minutes: 30, merchant_order_no: suggestOrderNo() }}
        onFinish={(values) => void submit(values)}
        disabled={busy}
      >
        <Form.Item name="asset" label={t('receive.form.asset')} rules={[rule('asset')]}>
          <Select
            placeholder={choosePlaceholder(t, t('receive.form.asset'))}
            data-testid="receipt-asset"
            options={assets.map((a) => ({ value: a, label: a }))}
            loading={networks.isLoading}
            onChange={() => form.setFieldValue('network', undefined)}
          />
        </Form.Item>
        <NetworkField data={networks.data} form={form} rule={rule('network')} />
        <AmountField data={networks.data} form={form} rule={rule('amount')} />
        <Form.Item
          name="merchant_order_no"
          label={t('receive.form.orderNo')}
          rules={[rule('merchant_order_no')]}
        >
          <Input
            data-testid="receipt-order-no"
            placeholder={t('receive.form.orderNoPlaceholder')}
            maxLength={64}
          />
        </Form.Item>
        <Form.Item name="description" label={t('receive.form.description')} rules={[rule('description')]}>
          <Input.TextArea
            data-testid="receipt-description"
            placeholder={t('receive.form.descriptionPlaceholder')}
            maxLength={200}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
        <Form.Item name="payer_email" label={t('receive.form.payerEmail')} rules={[rule('payer_email')]}>
          <Input data-testid="receipt-payer-email" type="email" placeholder="payer@example.com" />
        </Form.Item>
        <Form.Item
          name="expires_in_minutes"
          label={t('receive.form.expires')}
          extra={t('receive.form.expiresHint')}
          rules={[rule('expires_in_minutes')]}
        >
          <InputNumber
            placeholder={enterPlaceholder(t, t('receive.form.expires'))}
            data-testid="receipt-expires"
            min={5}
            max={1440}
            precision={0}
            style={{ width: 160 }}
          />
        </Form.Item>
        <FormAlert text={alert} testId="receipt-error" />
        <Space>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="receipt-submit">
            {t('receive.form.submit')}
          </Button>
          <Button onClick={() => navigate('/receive/account')}>{t('common.cancel')}</Button>
        </Space>
      </Form>
    </PageContainer>
  );
}
