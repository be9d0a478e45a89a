import { type FieldError, type Payout, payoutsApi } from '@mc/contract';
import { Alert, Space } from 'antd';
import { call } from '../../../lib/http/client';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount } from '../../receive/AssetAmount';
import type { RemittancePreview } from '../api';
import { PayoutSummary } from '../PayoutSummary';
import { SecurityDialog } from '../security/SecurityDialog';
import { REMITTANCE_FIELDS, type RemittanceRequest } from './remittanceForm';

interface Props {
  open: boolean;
  request: RemittanceRequest;
  preview: RemittancePreview | null;
  onClose: () => void;
  onDone: (payout: Payout) => void;
  onPageErrors: (errors: FieldError[]) => void;
}

/** The last look at a remittance before it is sent: every figure, the notices, the security steps. */
export function ConfirmRemittance({ open, request, preview, onClose, onDone, onPageErrors }: Props) {
  const { t } = useTranslation();
  const money = (value: string) => <AssetAmount value={value} asset={preview?.asset} />;
  return (
    <SecurityDialog
      open={open}
      title={t('payout.confirm.remittanceTitle')}
      confirmLabel={t('payout.confirm.ok')}
      request={request}
      totpRequired={preview?.totp_required ?? true}
      onClose={onClose}
      pageFields={REMITTANCE_FIELDS}
      onPageErrors={onPageErrors}
      send={async (body, key) => {
        const payout = await call(payoutsApi.createRemittance, body, {
          headers: { 'Idempotency-Key': key },
        });
        onDone(payout);
      }}
    >
      {preview && (
        <Space orientation="vertical" size={12} style={{ width: '100%', marginBottom: 16 }}>
          <PayoutSummary
            testId="remit-confirm-summary"
            rows={[
              { key: 'asset', label: t('payout.col.asset'), value: preview.asset },
              { key: 'network', label: t('payout.col.network'), value: preview.network },
              { key: 'amount', label: t('payout.col.amount'), value: money(preview.amount) },
              { key: 'fee', label: t('payout.form.fee'), value: money(preview.network_fee) },
              { key: 'total', label: t('payout.form.total'), value: <strong>{money(preview.total)}</strong> },
              {
                key: 'address',
                label: t('payout.col.address'),
                value: <span className="mc-payout-mono mc-payout-break">{preview.address}</span>,
              },
              ...(preview.payee_name
                ? [{ key: 'payee', label: t('payout.detail.payee'), value: preview.payee_name }]
                : []),
              ...(request.remark
                ? [{ key: 'remark', label: t('payout.detail.remark'), value: request.remark }]
                : []),
              { key: 'arrival', label: t('payout.form.arrival'), value: t('payout.form.arrivalValue') },
            ]}
          />
          {preview.new_address && (
            <Alert
              type="warning"
              showIcon
              title={t('payout.confirm.newAddress')}
              data-testid="remit-new-address"
            />
          )}
          {preview.approval_required && (
            <Alert type="info" showIcon title={t('payout.confirm.approval')} data-testid="remit-approval" />
          )}
        </Space>
      )}
    </SecurityDialog>
  );
}
