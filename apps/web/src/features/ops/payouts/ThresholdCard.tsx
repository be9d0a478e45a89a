import { EditOutlined } from '@ant-design/icons';
import { payoutSettingsBody } from '@mc/contract';
import { Alert, Button, Card, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { useFormSubmitError } from '../../../lib/form/useFormSubmitError';
import { useRevalidateOnLanguage } from '../../../lib/form/useRevalidateOnLanguage';
import { schemaRule } from '../../../lib/form/zodRule';
import { useToast } from '../../../lib/notify';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { displayAmount } from '../../receive/amounts';
import { formatTime } from '../../receive/time';
import { type PayoutSettings, savePayoutSettings, usePayoutSettings } from '../api';

interface Values {
  approval_threshold_usd: string;
}

/** The approval threshold: payouts worth at least this many USD wait for an operator. */
export function ThresholdCard() {
  const { t } = useTranslation();
  const settings = usePayoutSettings();
  const [editing, setEditing] = useState(false);
  const s = settings.data;
  return (
    <Card
      className="mc-ops-card mc-ops-threshold"
      title={t('ops.payouts.threshold.title')}
      data-testid="ops-payout-threshold"
      extra={
        s &&
        !editing && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="ops-threshold-edit">
            {t('ops.payouts.threshold.edit')}
          </Button>
        )
      }
    >
      {settings.isError && <Alert type="error" showIcon title={settings.error.message} />}
      {!s && !settings.isError && <Skeleton active paragraph={{ rows: 1 }} />}
      {s && !editing && <Current settings={s} />}
      {s && editing && <ThresholdForm settings={s} onDone={() => setEditing(false)} />}
    </Card>
  );
}

function Current({ settings: s }: { settings: PayoutSettings }) {
  const { t } = useTranslation();
  return (
    <div className="mc-ops-threshold-body">
      <Typography.Text
        className="mc-ops-threshold-value"
        data-testid="ops-threshold-value"
        data-value={s.approval_threshold_usd}
      >
        {displayAmount(s.approval_threshold_usd)} USD
      </Typography.Text>
      <Typography.Text type="secondary">{t('ops.payouts.threshold.explain')}</Typography.Text>
      <Typography.Text type="secondary" data-testid="ops-threshold-changed">
        {s.updated_at
          ? t('ops.payouts.threshold.changed', { who: s.updated_by ?? '—', when: formatTime(s.updated_at) })
          : t('ops.payouts.threshold.default')}
      </Typography.Text>
    </div>
  );
}

function ThresholdForm({ settings, onDone }: { settings: PayoutSettings; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguage(form);
  const { alert, setAlert, showError } = useFormSubmitError<'approval_threshold_usd'>(form, [
    'approval_threshold_usd',
  ]);
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    setBusy(true);
    setAlert(undefined);
    try {
      const saved = await savePayoutSettings(values.approval_threshold_usd.trim());
      toast.success(t('ops.payouts.threshold.saved', { value: displayAmount(saved.approval_threshold_usd) }));
      onDone();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ approval_threshold_usd: settings.approval_threshold_usd }}
      onFinish={(v) => void submit(v)}
      className="mc-ops-threshold-form"
    >
      <Form.Item
        name="approval_threshold_usd"
        label={t('ops.payouts.threshold.label')}
        extra={t('ops.payouts.threshold.hint')}
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('ops.payouts.threshold.required') },
          schemaRule(payoutSettingsBody, 'approval_threshold_usd', lang, () => ({
            approval_threshold_usd: form.getFieldValue('approval_threshold_usd') ?? '',
          })),
        ]}
      >
        <Input
          placeholder={'0.00'}
          suffix="USD"
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          style={{ maxWidth: 280 }}
          data-testid="ops-threshold-input"
        />
      </Form.Item>
      <FormAlert text={alert} />
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="ops-threshold-save">
          {t('ops.payouts.threshold.save')}
        </Button>
        <Button onClick={onDone} disabled={busy}>
          {t('ops.common.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
