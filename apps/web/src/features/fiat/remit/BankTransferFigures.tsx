import type { BankTransferPreview } from '@mc/contract';
import { Alert } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';
import { PayoutSummary } from '../../payouts/index';
import { AssetAmount } from '../../receive/index';

/** What a bank transfer costs before it is confirmed: the account, the fee and what leaves the balance. */
export function BankTransferFigures({
  preview,
  testId,
}: {
  preview: BankTransferPreview | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  if (!preview) {
    return <Alert type="info" showIcon title={t('fiatPayouts.remit.previewHint')} data-testid={testId} />;
  }
  const money = (value: string) => <AssetAmount value={value} asset={preview.currency} />;
  const account = preview.bank_account;
  return (
    <PayoutSummary
      testId={testId}
      rows={[
        {
          key: 'account',
          label: t('fiatPayouts.remit.account'),
          value: `${account.bank_name} · ${account.account_name} · ${account.account_number} (${account.swift_code})`,
        },
        { key: 'available', label: t('fiatPayouts.remit.available'), value: money(preview.available) },
        { key: 'amount', label: t('fiatPayouts.remit.amount'), value: money(preview.amount) },
        { key: 'fee', label: t('fiatPayouts.remit.fee'), value: money(preview.fee) },
        { key: 'total', label: t('fiatPayouts.remit.total'), value: <strong>{money(preview.total)}</strong> },
      ]}
    />
  );
}
