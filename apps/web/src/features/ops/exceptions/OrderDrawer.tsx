import type { OpsOrderAction } from '@mc/contract';
import { Alert, Button, Descriptions, Drawer, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { descriptionColumns } from '../../../components/descriptionItem';
import { LongId } from '../../../components/LongId';
import { useToast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount } from '../../receive/AssetAmount';
import { displayAmount } from '../../receive/amounts';
import { OrderTimeline } from '../../receive/detail/OrderTimeline';
import { PaymentsTable } from '../../receive/detail/PaymentsTable';
import { ReceiptStatusTag } from '../../receive/StatusTag';
import { formatTime } from '../../receive/time';
import { type OpsOrder, resolveOrder, useOpsOrder } from '../api';
import { ReasonModal } from '../components/ReasonModal';
import { ReorgedDeposits } from './ReorgedDeposits';

const DONE: Record<OpsOrderAction, string> = {
  accept: 'ops.exceptions.accepted',
  refund: 'ops.exceptions.refundRequested',
  close: 'ops.exceptions.closed',
  release: 'ops.exceptions.released',
  refund_unclaimed: 'ops.exceptions.unclaimedRefundRequested',
  reconcile_reorg: 'ops.exceptions.reorgReconciled',
};

/** One order of the queue: what arrived, what is held, its history, and the operator's decision. */
export function OrderDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const order = useOpsOrder(id);
  const o = order.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={880}
      title={o ? t('ops.exceptions.drawerTitle', { no: o.merchant_order_no }) : ' '}
      destroyOnHidden
      data-testid="ops-order-drawer"
      extra={o && <Decisions order={o} />}
    >
      {order.isError && <Result status="error" title={order.error.message} />}
      {!o && !order.isError && <Skeleton active />}
      {o && <OrderBody order={o} />}
    </Drawer>
  );
}

function OrderBody({ order: o }: { order: OpsOrder }) {
  const { t } = useTranslation();
  return (
    <div className="mc-ops-order">
      {o.actions.length === 0 && <Alert type="info" showIcon title={t('ops.exceptions.noActions')} />}
      {o.actions.includes('reconcile_reorg') && (
        <Alert type="error" showIcon title={t('ops.exceptions.reorgAlert')} data-testid="ops-order-reorged" />
      )}
      <ReorgedDeposits order={o} />
      <Descriptions
        bordered
        size="small"
        column={descriptionColumns()}
        title={t('ops.exceptions.summary')}
        items={[
          { key: 'merchant', label: t('ops.exceptions.merchant'), children: o.merchant_name },
          { key: 'email', label: t('ops.exceptions.merchantEmail'), children: o.merchant_email },
          {
            key: 'status',
            label: t('ops.exceptions.status'),
            children: <ReceiptStatusTag status={o.status} />,
          },
          {
            key: 'reason',
            label: t('ops.exceptions.reason'),
            children: o.exception_reason ? <Tag>{t(`exceptionReason.${o.exception_reason}`)}</Tag> : '—',
          },
          {
            key: 'amount',
            label: t('ops.exceptions.amount'),
            children: <AssetAmount value={o.amount} asset={o.asset} />,
          },
          {
            key: 'received',
            label: t('ops.exceptions.received'),
            children: <AssetAmount value={o.received_amount} asset={o.asset} />,
          },
          {
            key: 'held',
            label: t('ops.exceptions.heldFunds'),
            span: 2,
            children: o.held_funds.length ? (
              <FundTags funds={o.held_funds} testId="ops-held-funds" />
            ) : (
              t('ops.exceptions.heldNone')
            ),
          },
          ...(o.unclaimed_funds.length
            ? [
                {
                  key: 'unclaimed',
                  label: t('ops.exceptions.unclaimedFunds'),
                  span: 2,
                  children: <FundTags funds={o.unclaimed_funds} testId="ops-unclaimed-funds" />,
                },
              ]
            : []),
          { key: 'network', label: t('ops.exceptions.network'), children: o.network },
          {
            key: 'fee',
            label: t('ops.exceptions.fee'),
            children: <AssetAmount value={o.fee_amount} asset={o.asset} />,
          },
          {
            key: 'deposit',
            label: t('ops.exceptions.deposit'),
            span: 2,
            children: <LongId value={o.deposit_address} head={12} tail={10} />,
          },
          { key: 'created', label: t('ops.exceptions.created'), children: formatTime(o.created_at) },
          { key: 'expires', label: t('ops.exceptions.expires'), children: formatTime(o.expires_at) },
        ]}
      />
      <PaymentsTable order={o} />
      <OrderTimeline order={o} />
      <Typography.Text type="secondary" className="mc-ops-id">
        <LongId value={o.id} testId="ops-order-id" />
      </Typography.Text>
    </div>
  );
}

function FundTags({ funds, testId }: { funds: OpsOrder['held_funds']; testId: string }) {
  return (
    <Space size={4} wrap data-testid={testId}>
      {funds.map((h) => (
        <Tag key={h.asset} color="warning">
          {displayAmount(h.amount)} {h.asset}
        </Tag>
      ))}
    </Space>
  );
}

function Decisions({ order: o }: { order: OpsOrder }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState<OpsOrderAction | null>(null);
  if (!o.actions.length) return null;
  const hint: Record<OpsOrderAction, string> = {
    accept: t('ops.exceptions.acceptHint', { merchant: o.merchant_name }),
    refund: t('ops.exceptions.refundHint', {
      amount: displayAmount(o.received_amount),
      asset: o.asset,
      network: o.network,
    }),
    close: t('ops.exceptions.closeHint'),
    release: t('ops.exceptions.releaseHint', { merchant: o.merchant_name }),
    refund_unclaimed: t('ops.exceptions.refund_unclaimedHint', { network: o.network }),
    reconcile_reorg: t('ops.exceptions.reconcile_reorgHint'),
  };
  return (
    <Space>
      {o.actions.map((action) => (
        <Button
          key={action}
          type={action === 'accept' ? 'primary' : 'default'}
          danger={action === 'close'}
          onClick={() => setOpen(action)}
          data-testid={`ops-order-${action}`}
        >
          {t(`ops.exceptions.${action}`)}
        </Button>
      ))}
      {open && (
        <ReasonModal
          open
          title={t(`ops.exceptions.${open}Title`)}
          hint={hint[open]}
          okText={t(`ops.exceptions.${open}`)}
          danger={open === 'close'}
          withAddress={open === 'refund' || open === 'refund_unclaimed'}
          onSubmit={async (values) => {
            await resolveOrder(o.id, open, values);
            toast.success(t(DONE[open]));
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </Space>
  );
}
