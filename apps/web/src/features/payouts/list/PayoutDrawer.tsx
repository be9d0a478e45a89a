import { bankReasonText } from '@mc/contract';
import { Alert, Drawer, Skeleton, Space, Tag, Typography } from 'antd';
import { CREATED_BY_LABEL, CreatedBy } from '../../../components/createdBy';
import { LongId } from '../../../components/LongId';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount } from '../../receive/AssetAmount';
import { formatTime } from '../../receive/time';
import { type Payout, usePayout } from '../api';
import { PayoutStatusTag } from '../PayoutStatusTag';
import { PayoutSummary, type SummaryRow } from '../PayoutSummary';

/**
 * One payout in full: figures, recipient, chain hash, approval and failure reason (refreshed while open);
 * a bank's rejection (`AC01 …`) reads in the merchant's language.
 */
export function PayoutDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const detail = usePayout(id);
  const p = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={560}
      title={p ? t(`payout.detail.${TITLES[p.kind]}`) : ''}
      extra={p && <PayoutStatusTag status={p.status} />}
      data-testid="payout-drawer"
      destroyOnHidden
    >
      {detail.error && <Alert type="error" showIcon title={detail.error.message} />}
      {!p && !detail.error && <Skeleton active />}
      {p && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {p.failure_reason && (
            <Alert
              type="error"
              showIcon
              title={t(p.status === 'rejected' ? 'payout.detail.rejected' : 'payout.detail.failure')}
              description={bankReasonText(p.failure_reason, lang)}
              data-testid="payout-failure"
            />
          )}
          <PayoutSummary testId="payout-detail" rows={detailRows(p, t)} />
          {p.approval && <ApprovalCard approval={p.approval} />}
        </Space>
      )}
    </Drawer>
  );
}

const TITLES: Record<Payout['kind'], string> = {
  remittance: 'remittance',
  fiat_withdrawal: 'withdrawal',
  bank_transfer: 'bankTransfer',
  fiat_conversion: 'conversion',
};

function detailRows(p: Payout, t: (key: string) => string): SummaryRow[] {
  const money = (value: string, unit: string = p.asset) => <AssetAmount value={value} asset={unit} />;
  const mono = (value: string) => <LongId value={value} head={12} tail={10} />;
  const rows: (SummaryRow | false)[] = [
    { key: 'id', label: t('payout.detail.id'), value: mono(p.id) },
    { key: 'asset', label: t('payout.col.asset'), value: p.asset },
    p.network !== null && { key: 'network', label: t('payout.col.network'), value: p.network },
    { key: 'amount', label: t('payout.col.amount'), value: money(p.amount) },
    { key: 'fee', label: t('payout.col.fee'), value: money(p.fee) },
    { key: 'total', label: t('payout.col.total'), value: money(p.total) },
    p.rate !== null && { key: 'rate', label: t('payout.col.rate'), value: p.rate },
    p.fiat_amount !== null && {
      key: 'fiat',
      label: t('payout.col.fiatAmount'),
      value: money(p.fiat_amount, p.fiat_currency ?? 'USD'),
    },
    p.payee_name !== null && { key: 'payee', label: t('payout.detail.payee'), value: p.payee_name },
    p.address !== null && {
      key: 'address',
      label: t('payout.col.address'),
      value: (
        <Space orientation="vertical" size={4}>
          {mono(p.address)}
          {p.new_address && <Tag color="orange">{t('payout.detail.newAddress')}</Tag>}
        </Space>
      ),
    },
    p.bank_account !== null && {
      key: 'bank',
      label: t('payout.detail.bank'),
      value: `${p.bank_account.bank_name} · ${p.bank_account.swift_code} · ${p.bank_account.country}`,
    },
    (p.kind === 'remittance' || p.kind === 'bank_transfer') && {
      key: 'remark',
      label: t('payout.detail.remark'),
      value: p.remark || '—',
    },
    p.kind === 'remittance' && {
      key: 'tx',
      label: t('payout.col.txHash'),
      value: p.tx_hash ? mono(p.tx_hash) : '—',
    },
    { key: 'created', label: t('payout.detail.created'), value: formatTime(p.created_at) },
    {
      key: 'createdBy',
      label: t(CREATED_BY_LABEL),
      value: <CreatedBy actor={p.created_by} t={t} testId="payout-created-by" />,
    },
    { key: 'updated', label: t('payout.detail.updated'), value: formatTime(p.updated_at) },
    { key: 'completed', label: t('payout.detail.completed'), value: formatTime(p.completed_at) },
  ];
  return rows.filter((r): r is SummaryRow => r !== false);
}

function ApprovalCard({ approval }: { approval: NonNullable<Payout['approval']> }) {
  const { t } = useTranslation();
  const decision = approval.decision;
  return (
    <div data-testid="payout-approval" data-decision={decision ?? 'pending'}>
      <Typography.Title level={5}>{t('payout.detail.approval')}</Typography.Title>
      <PayoutSummary
        rows={[
          {
            key: 'decision',
            label: t('payout.col.status'),
            value: (
              <Tag color={decision === 'approved' ? 'success' : decision === 'rejected' ? 'error' : 'gold'}>
                {t(decision ? `payout.detail.${decision}` : 'payout.detail.pending')}
              </Tag>
            ),
          },
          { key: 'operator', label: t('payout.detail.operator'), value: approval.operator_email ?? '—' },
          { key: 'decided', label: t('payout.detail.decidedAt'), value: formatTime(approval.decided_at) },
          { key: 'reason', label: t('payout.detail.reason'), value: approval.reason ?? '—' },
        ]}
      />
    </div>
  );
}
