import { Alert, Button, Descriptions, type DescriptionsProps, Drawer, Space, Typography } from 'antd';
import { useState } from 'react';
import { descriptionColumns } from '../../../components/descriptionItem';
import { LongId } from '../../../components/LongId';
import { useToast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/useTranslation';
import { useModal } from '../../../shell/ModalProvider';
import { AssetAmount } from '../../receive/AssetAmount';
import { displayAmount } from '../../receive/amounts';
import { formatTime } from '../../receive/time';
import { decidePayout, type OpsPayout } from '../api';
import { ReasonModal } from '../components/ReasonModal';
import { BankOutcome } from './BankOutcome';
import { Destination, KindTag, PayoutStatusTag } from './PayoutCells';
import { type DecisionFailure, decisionFailure } from './payoutView';

interface Props {
  payout: OpsPayout | null;
  /** The payout as the server answered a decision. */
  onChange: (payout: OpsPayout) => void;
  onClose: () => void;
}

interface Failure {
  kind: DecisionFailure;
  message: string;
}

/** One payout: what leaves whose balance for where, its approval, and the operator's decision. */
export function PayoutDrawer({ payout: p, onChange, onClose }: Props) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  return (
    <Drawer
      open={p !== null}
      onClose={close}
      width={760}
      title={p ? t('ops.payouts.drawerTitle', { merchant: p.merchant_name }) : ' '}
      destroyOnHidden
      data-testid="ops-payout-drawer"
      extra={
        (p?.status === 'pending_approval' && failure?.kind !== 'refused' && (
          <Decisions payout={p} onDecided={onChange} onFailure={setFailure} />
        )) ||
        (p?.status === 'processing' && p.kind === 'bank_transfer' && (
          <BankOutcome
            payout={p}
            onMarked={onChange}
            onFailure={(message) => setFailure({ kind: 'other', message })}
          />
        ))
      }
    >
      {p && (
        <div className="mc-ops-order">
          {failure && <FailureAlert failure={failure} />}
          <PayoutBody payout={p} />
        </div>
      )}
    </Drawer>
  );
}

function FailureAlert({ failure }: { failure: Failure }) {
  const { t } = useTranslation();
  const title = {
    refused: t('ops.payouts.refused'),
    other: t('ops.payouts.decisionFailed'),
  }[failure.kind];
  return (
    <Alert
      type={failure.kind === 'refused' ? 'warning' : 'error'}
      showIcon
      title={title}
      description={failure.message}
      data-testid="ops-payout-failure"
      data-kind={failure.kind}
    />
  );
}

function PayoutBody({ payout: p }: { payout: OpsPayout }) {
  const { t } = useTranslation();
  const a = p.approval;
  const items = [
    { key: 'merchant', label: t('ops.payouts.merchant'), children: p.merchant_name },
    { key: 'status', label: t('ops.payouts.status'), children: <PayoutStatusTag payout={p} /> },
    { key: 'kind', label: t('ops.payouts.kind'), children: <KindTag payout={p} /> },
    {
      key: 'asset',
      label: t('ops.payouts.assetNetwork'),
      children: p.network ? `${p.asset} · ${p.network}` : p.asset,
    },
    {
      key: 'amount',
      label: t('ops.payouts.amount'),
      children: <AssetAmount value={p.amount} asset={p.asset} />,
    },
    { key: 'fee', label: t('ops.payouts.fee'), children: <AssetAmount value={p.fee} asset={p.asset} /> },
    {
      key: 'total',
      label: t('ops.payouts.total'),
      span: 2,
      children: (
        <Typography.Text strong data-testid="ops-payout-total">
          <AssetAmount value={p.total} asset={p.asset} />
        </Typography.Text>
      ),
    },
    {
      key: 'destination',
      label: t(
        { remittance: 'ops.payouts.address', bank_transfer: 'ops.payouts.bankAccount' }[p.kind as string] ??
          'ops.payouts.fiatAmount',
      ),
      span: 2,
      children: <Destination payout={p} long />,
    },
    ...(p.kind === 'fiat_withdrawal' || p.kind === 'fiat_conversion'
      ? [{ key: 'rate', label: t('ops.payouts.rate'), span: 2, children: p.rate ?? '—' }]
      : []),
    { key: 'remark', label: t('ops.payouts.remark'), span: 2, children: p.remark || '—' },
    ...(p.tx_hash
      ? [
          {
            key: 'tx',
            label: t('ops.payouts.txHash'),
            span: 2,
            children: <LongId value={p.tx_hash} head={12} tail={10} testId="ops-payout-tx" />,
          },
        ]
      : []),
    { key: 'created', label: t('ops.payouts.created'), children: formatTime(p.created_at) },
    { key: 'updated', label: t('ops.payouts.updated'), children: formatTime(p.updated_at) },
  ];
  const approval = a
    ? [
        {
          key: 'decision',
          label: t('ops.payouts.decision'),
          children: a.decision ? t(`ops.payouts.decisionLabel.${a.decision}`) : t('ops.payouts.undecided'),
        },
        { key: 'by', label: t('ops.payouts.decidedBy'), children: a.operator_email ?? '—' },
        { key: 'at', label: t('ops.payouts.decidedAt'), children: formatTime(a.decided_at) },
        {
          key: 'reason',
          label: t('ops.payouts.rejectReason'),
          children: <span className="mc-ops-pre">{a.reason ?? '—'}</span>,
        },
      ]
    : [];
  return (
    <>
      {facts(t('ops.payouts.summary'), items)}
      {approval.length > 0 && facts(t('ops.payouts.approval'), approval, 'ops-payout-approval')}
      {p.failure_reason && p.status === 'failed' && (
        <Alert type="error" showIcon title={t('ops.payouts.failed')} description={p.failure_reason} />
      )}
      <Typography.Text type="secondary" className="mc-ops-id">
        <LongId value={p.id} testId="ops-payout-id" />
      </Typography.Text>
    </>
  );
}

function Decisions({
  payout: p,
  onDecided,
  onFailure,
}: {
  payout: OpsPayout;
  onDecided: (p: OpsPayout) => void;
  onFailure: (f: Failure | null) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const modal = useModal();
  const [rejecting, setRejecting] = useState(false);
  const what = `${displayAmount(p.total)} ${p.asset}`;

  /** Known refusals go to the drawer's alert; anything else goes back to the dialog that asked. */
  const decide = async (decision: Parameters<typeof decidePayout>[1], rethrow: boolean) => {
    onFailure(null);
    try {
      const decided = await decidePayout(p.id, decision);
      onDecided(decided);
      toast.success(t(decision.approve ? 'ops.payouts.approved' : 'ops.payouts.rejected'));
    } catch (error) {
      const kind = decisionFailure(error);
      if (kind === 'other' && rethrow) throw error;
      onFailure({ kind, message: error instanceof Error ? error.message : String(error) });
    }
  };

  const approve = () =>
    modal.confirm({
      title: t('ops.payouts.approveTitle'),
      content: t(
        { remittance: 'ops.payouts.approveHintRemittance', bank_transfer: 'ops.payouts.approveHintBank' }[
          p.kind as string
        ] ?? 'ops.payouts.approveHintFiat',
        {
          merchant: p.merchant_name,
          what,
          address: p.address ?? '',
          fiat: `${displayAmount(p.fiat_amount ?? '0')} ${p.fiat_currency ?? ''}`,
        },
      ),
      okText: t('ops.payouts.approve'),
      cancelText: t('ops.common.cancel'),
      width: 480,
      okButtonProps: { 'data-testid': 'ops-payout-approve-ok' } as Record<string, string>,
      onOk: () => decide({ approve: true }, false),
    });

  return (
    <Space>
      <Button danger onClick={() => setRejecting(true)} data-testid="ops-payout-reject">
        {t('ops.payouts.reject')}
      </Button>
      <Button type="primary" onClick={approve} data-testid="ops-payout-approve">
        {t('ops.payouts.approve')}
      </Button>
      {rejecting && (
        <ReasonModal
          open
          title={t('ops.payouts.rejectTitle')}
          hint={t('ops.payouts.rejectHint', { merchant: p.merchant_name, what })}
          okText={t('ops.payouts.reject')}
          danger
          onSubmit={(values) => decide({ approve: false, reason: values.reason }, true)}
          onClose={() => setRejecting(false)}
        />
      )}
    </Space>
  );
}

/** A bordered list of a payout's facts (one column on a phone). */
function facts(title: string, items: DescriptionsProps['items'], testId?: string) {
  return (
    <Descriptions
      bordered
      size="small"
      column={descriptionColumns()}
      title={title}
      items={items}
      data-testid={testId}
    />
  );
}
