import { Alert, Card, Descriptions, Empty, Space, Typography } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';
import { CopyButton } from '../../receive/index';
import type { TopupInstructions } from '../api';

const copyable = (value: string, label: string, testId: string) => (
  <Space size={4} wrap>
    <code data-testid={testId}>{value}</code>
    <CopyButton text={value} label={label} size="small" type="link" />
  </Space>
);

/** The platform's receiving bank account of each enabled currency and the merchant's reference, with copy buttons. */
export function BankDetails({ instructions }: { instructions: TopupInstructions }) {
  const { t } = useTranslation();
  const copy = t('fiat.topup.copy');
  return (
    <Card size="small" title={t('fiat.topup.bankTitle')} data-testid="topup-bank-details">
      <Typography.Paragraph type="secondary">{t('fiat.topup.bankHint')}</Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={
          <Space wrap>
            {t('fiat.topup.reference')}
            {copyable(instructions.reference, copy, 'topup-reference')}
          </Space>
        }
      />
      {instructions.currencies.length === 0 && <Empty description={t('fiat.topup.noCurrency')} />}
      {instructions.currencies.map((c) => (
        <Descriptions
          key={c.currency}
          size="small"
          bordered
          column={1}
          title={`${c.currency} · ${c.name}`}
          style={{ marginBottom: 12 }}
          data-testid={`topup-bank-${c.currency}`}
          items={[
            {
              key: 'beneficiary',
              label: t('fiat.topup.beneficiary'),
              children: copyable(c.beneficiary, copy, 'bank-beneficiary'),
            },
            {
              key: 'bank',
              label: t('fiat.topup.bankName'),
              children: copyable(c.bank_name, copy, 'bank-name'),
            },
            {
              key: 'number',
              label: t('fiat.topup.accountNumber'),
              children: copyable(c.account_number, copy, 'bank-account'),
            },
            {
              key: 'swift',
              label: t('fiat.topup.swift'),
              children: copyable(c.swift_code, copy, 'bank-swift'),
            },
            {
              key: 'address',
              label: t('fiat.topup.bankAddress'),
              children: copyable(c.bank_address, copy, 'bank-address'),
            },
          ]}
        />
      ))}
    </Card>
  );
}
