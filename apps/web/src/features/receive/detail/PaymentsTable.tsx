import { Card, type TableColumnsType, Tag, Typography } from 'antd';
import { LongId } from '../../../components/LongId';
import { ListTable } from '../../../components/list/ListTable';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount } from '../AssetAmount';
import type { ReceiptOrderDetail } from '../api';
import { formatTime } from '../time';

type Payment = ReceiptOrderDetail['payments'][number];

const PAYMENT_COLOR: Record<Payment['status'], string> = {
  confirming: 'processing',
  confirmed: 'success',
  held: 'warning',
};

/** The chain transfers seen for the order's address. */
export function PaymentsTable({ order }: { order: ReceiptOrderDetail }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<Payment> = [
    {
      key: 'tx',
      title: t('receive.payment.tx'),
      render: (_, p) => <LongId value={p.tx_hash} head={10} tail={8} />,
    },
    {
      key: 'from',
      title: t('receive.payment.from'),
      render: (_, p) => <LongId value={p.from_address} />,
    },
    {
      key: 'amount',
      title: t('receive.payment.amount'),
      align: 'right',
      render: (_, p) => <AssetAmount value={p.amount} asset={p.asset} />,
    },
    {
      key: 'confirmations',
      title: t('receive.payment.confirmations'),
      render: (_, p) => (
        <span data-testid="payment-confirmations">
          <Tag color={PAYMENT_COLOR[p.status]}>{t(`receive.payment.status.${p.status}`)}</Tag>
          {Math.min(p.confirmations, p.confirmations_required)}/{p.confirmations_required}
        </span>
      ),
    },
    {
      key: 'onTime',
      title: t('receive.payment.onTime'),
      render: (_, p) =>
        p.on_time ? (
          <Typography.Text type="success">{t('receive.payment.onTime')}</Typography.Text>
        ) : (
          <Typography.Text type="danger">{t('receive.payment.late')}</Typography.Text>
        ),
    },
    { key: 'seen', title: t('receive.payment.seenAt'), render: (_, p) => formatTime(p.seen_at) },
  ];
  return (
    <Card size="small" title={t('receive.detail.payments')} className="mc-receive-section">
      <ListTable
        rowKey="tx_hash"
        size="small"
        columns={columns}
        rows={order.payments}
        scrollX={760}
        emptyText={t('receive.detail.noPayments')}
        testId="order-payments"
      />
    </Card>
  );
}
