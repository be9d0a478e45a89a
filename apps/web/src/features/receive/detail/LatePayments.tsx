import { Button, Card, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LongId } from '../../../components/LongId';
import { ListTable } from '../../../components/list/ListTable';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useTranslation } from '../../../lib/useTranslation';
import { useModal } from '../../../shell/ModalProvider';
import { AssetAmount } from '../AssetAmount';
import { displayAmount } from '../amounts';
import type { ReceiptOrderDetail } from '../api';
import { creditLatePayment, refundLatePayment } from '../orderActions';
import { formatTime } from '../time';
import { actionFailed } from './OrderActions';
import { RefundModal } from './RefundModal';

type Late = ReceiptOrderDetail['late_payments'][number];

const STATUS_COLOR: Record<Late['status'], string> = {
  open: 'warning',
  credited: 'success',
  refund_requested: 'processing',
  refunded: 'default',
};

/**
 * Money that arrived after the order was decided: each credited (orders.create) or refunded
 * (orders.refund) on its own; an action the user's role lacks is not offered.
 */
export function LatePayments({ order }: { order: ReceiptOrderDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const modal = useModal();
  const [refunding, setRefunding] = useState<Late | null>(null);
  if (!order.late_payments.length) return null;
  const vars = (l: Late) => ({ amount: displayAmount(l.amount), asset: l.asset, network: l.network });

  const credit = (l: Late) =>
    modal.confirm({
      content: t('receive.late.creditConfirm', vars(l)),
      okButtonProps: { 'data-testid': 'late-credit-ok' } as Record<string, string>,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () =>
        creditLatePayment(l.id).then(
          () => notify.success(t('receive.late.credited')),
          (error: unknown) => actionFailed(error),
        ),
    });

  const columns: TableColumnsType<Late> = [
    {
      key: 'amount',
      title: t('receive.late.amount'),
      render: (_, l) => <AssetAmount value={l.amount} asset={l.asset} />,
    },
    {
      key: 'tx',
      title: t('receive.late.tx'),
      render: (_, l) => <LongId value={l.tx_hash} head={10} tail={8} />,
    },
    { key: 'at', title: t('receive.late.at'), render: (_, l) => formatTime(l.created_at) },
    {
      key: 'status',
      title: t('receive.late.status'),
      render: (_, l) => (
        <Tag color={STATUS_COLOR[l.status]} data-testid="late-status" data-status={l.status}>
          {t(`receive.late.statusLabel.${l.status}`)}
        </Tag>
      ),
    },
    {
      key: 'actions',
      render: (_, l) =>
        l.actions.length > 0 && (
          <Space>
            {can('orders.create') && (
              <Button size="small" type="primary" data-testid="late-credit" onClick={() => credit(l)}>
                {t('receive.late.credit')}
              </Button>
            )}
            {can('orders.refund') && (
              <Button size="small" data-testid="late-refund" onClick={() => setRefunding(l)}>
                {t('receive.late.refund')}
              </Button>
            )}
          </Space>
        ),
    },
  ];
  return (
    <Card
      size="small"
      title={t('receive.late.title')}
      className="mc-receive-section"
      data-testid="order-late-payments"
    >
      <Typography.Paragraph type="secondary">{t('receive.late.hint')}</Typography.Paragraph>
      <ListTable rowKey="id" size="small" columns={columns} rows={order.late_payments} />
      {refunding && (
        <RefundModal
          open
          onClose={() => setRefunding(null)}
          title={t('receive.late.refundTitle')}
          hint={t('receive.late.refundHint', vars(refunding))}
          submit={(address) => refundLatePayment(refunding.id, address)}
          done={t('receive.late.refunded')}
        />
      )}
    </Card>
  );
}
