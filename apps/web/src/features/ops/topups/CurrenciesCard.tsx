import { Card, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { ListTable } from '../../../components/list/ListTable';
import { useToast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/useTranslation';
import { type OpsFiatCurrency, setFiatCurrency, useFiatCurrencies } from './api';

/** The fiat currencies of top-ups with the platform's receiving account each; an operator switches them on or off. */
export function CurrenciesCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const currencies = useFiatCurrencies();
  const [busy, setBusy] = useState<string | null>(null);
  const toggle = async (code: string, enabled: boolean) => {
    setBusy(code);
    try {
      await setFiatCurrency(code, enabled);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title={t('ops.topups.currenciesTitle')} data-testid="ops-fiat-currencies">
      <Typography.Paragraph type="secondary">{t('ops.topups.currenciesHint')}</Typography.Paragraph>
      <ListTable<OpsFiatCurrency>
        size="small"
        rowKey="currency"
        loading={currencies.isLoading}
        rows={currencies.data?.items ?? []}
        scrollX="max-content"
        columns={[
          { key: 'code', title: t('ops.topups.currency'), render: (_, c) => `${c.currency} · ${c.name}` },
          {
            key: 'bank',
            title: t('ops.topups.payer'),
            render: (_, c) => (
              <Space direction="vertical" size={0}>
                <span>{c.beneficiary}</span>
                <Typography.Text type="secondary">
                  {c.bank_name} · {c.account_number} · {c.swift_code}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'enabled',
            title: t('ops.topups.enabled'),
            render: (_, c) => (
              <Switch
                checked={c.enabled}
                loading={busy === c.currency}
                checkedChildren={t('ops.topups.enabled')}
                unCheckedChildren={t('ops.topups.disabled')}
                onChange={(on) => void toggle(c.currency, on)}
                data-testid={`ops-fiat-currency-${c.currency}`}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
