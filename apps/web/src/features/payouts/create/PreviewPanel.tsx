import { Alert, Spin } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount } from '../../receive/AssetAmount';
import type { RemittancePreview } from '../api';
import { PayoutSummary, type SummaryRow } from '../PayoutSummary';

interface Props {
  asset: string | undefined;
  /** The available balance of the asset (from the wallet, before any preview). */
  available: string | undefined;
  preview: RemittancePreview | undefined;
  loading: boolean;
}

/** What the remittance costs: the available balance, the network fee, the total and the arrival time. */
export function PreviewPanel({ asset, available, preview, loading }: Props) {
  const { t } = useTranslation();
  const amount = (value: string | undefined) => (value ? <AssetAmount value={value} asset={asset} /> : '—');
  const rows: SummaryRow[] = [
    { key: 'available', label: t('payout.form.available'), value: amount(preview?.available ?? available) },
    { key: 'fee', label: t('payout.form.fee'), value: amount(preview?.network_fee) },
    {
      key: 'total',
      label: t('payout.form.total'),
      value: preview ? <strong>{amount(preview.total)}</strong> : '—',
    },
    { key: 'arrival', label: t('payout.form.arrival'), value: t('payout.form.arrivalValue') },
  ];
  return (
    <div className="mc-payout-preview" data-testid="remit-preview">
      <Spin spinning={loading} size="small">
        <PayoutSummary rows={rows} />
      </Spin>
      {!preview && !loading && (
        <Alert type="info" showIcon title={t('payout.form.previewHint')} className="mc-payout-preview-hint" />
      )}
    </div>
  );
}
