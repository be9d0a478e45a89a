import { Descriptions, type DescriptionsProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AssetAmount } from '../AssetAmount';
import type { ReceiptOrderDetail } from '../api';
import { ReceiptStatusTag } from '../StatusTag';
import { formatTime } from '../time';

/** Every field of a receipt order. */
export function OrderSummary({ order }: { order: ReceiptOrderDetail }) {
  const { t } = useTranslation();
  const money = (value: string, testId: string) => (
    <span data-testid={testId}>
      <AssetAmount value={value} asset={order.asset} />
    </span>
  );
  const items: DescriptionsProps['items'] = [
    {
      key: 'no',
      label: t('receive.detail.orderNo'),
      children: <span data-testid="order-no">{order.merchant_order_no}</span>,
    },
    {
      key: 'status',
      label: t('receive.detail.status'),
      children: (
        <span data-testid="order-status">
          <ReceiptStatusTag status={order.status} />
          {order.exception_reason && (
            <Typography.Text type="danger">{t(`exceptionReason.${order.exception_reason}`)}</Typography.Text>
          )}
        </span>
      ),
    },
    { key: 'amount', label: t('receive.detail.amount'), children: money(order.amount, 'order-amount') },
    {
      key: 'received',
      label: t('receive.detail.received'),
      children: money(order.received_amount, 'order-received'),
    },
    {
      key: 'pending',
      label: t('receive.detail.pending'),
      children: money(order.pending_amount, 'order-pending'),
    },
    { key: 'due', label: t('receive.detail.due'), children: money(order.due_amount, 'order-due') },
    { key: 'fee', label: t('receive.detail.fee'), children: money(order.fee_amount, 'order-fee') },
    { key: 'network', label: t('receive.detail.network'), children: `${order.asset} · ${order.network}` },
    { key: 'created', label: t('receive.detail.created'), children: formatTime(order.created_at) },
    { key: 'expires', label: t('receive.detail.expires'), children: formatTime(order.expires_at) },
    { key: 'paid', label: t('receive.detail.paidAt'), children: formatTime(order.paid_at) },
    { key: 'completed', label: t('receive.detail.completedAt'), children: formatTime(order.completed_at) },
    {
      key: 'description',
      label: t('receive.detail.description'),
      children: order.description || '—',
      span: 2,
    },
    { key: 'email', label: t('receive.detail.payerEmail'), children: order.payer_email ?? '—' },
    {
      key: 'id',
      label: t('receive.detail.id'),
      children: (
        <Typography.Text copyable code>
          {order.id}
        </Typography.Text>
      ),
    },
  ];
  if (order.refund_address)
    items.push({
      key: 'refund',
      label: t('receive.detail.refundAddress'),
      children: <Typography.Text copyable>{order.refund_address}</Typography.Text>,
      span: 2,
    });
  if (order.refund_tx_hash)
    items.push({
      key: 'refundTx',
      label: t('receive.detail.refundTx'),
      children: <Typography.Text copyable>{order.refund_tx_hash}</Typography.Text>,
      span: 2,
    });
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={items}
      styles={{ label: { whiteSpace: 'nowrap', width: 120 } }}
    />
  );
}
