import { Descriptions, type DescriptionsProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { CREATED_BY_LABEL, CreatedBy } from '../../../components/createdBy';
import { descriptionColumns, descriptionItem } from '../../../components/descriptionItem';
import { LongId } from '../../../components/LongId';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount } from '../AssetAmount';
import type { ReceiptOrderDetail } from '../api';
import { ReceiptStatusTag } from '../StatusTag';
import { formatTime } from '../time';

/** Amounts of an order, by the row that shows them (test id `order-<row>`). */
const MONEY = {
  amount: 'amount',
  received: 'received_amount',
  pending: 'pending_amount',
  due: 'due_amount',
  fee: 'fee_amount',
} as const;
/** Rows whose message key is not their own name. */
const LABELS: Record<string, string> = {
  paid: 'paidAt',
  completed: 'completedAt',
  email: 'payerEmail',
  refund: 'refundAddress',
  refundTx: 'refundTx',
};

/** Every field of a receipt order. */
export function OrderSummary({ order }: { order: ReceiptOrderDetail }) {
  const { t } = useTranslation();
  const item = (key: string, value: ReactNode, testId?: string) =>
    descriptionItem(key, t(`receive.detail.${LABELS[key] ?? key}`), value, { testId });
  const money = (key: keyof typeof MONEY) =>
    item(key, <AssetAmount value={order[MONEY[key]]} asset={order.asset} />, `order-${key}`);
  const copyable = (key: string, value: string) =>
    descriptionItem(
      key,
      t(`receive.detail.${LABELS[key]}`),
      <LongId value={value} head={12} tail={10} testId={`order-${key}`} />,
      {
        span: 2,
      },
    );
  const items: DescriptionsProps['items'] = [
    item('orderNo', <LongId value={order.merchant_order_no} head={10} tail={6} testId="order-no" />),
    item(
      'status',
      <>
        <ReceiptStatusTag status={order.status} />
        {order.exception_reason && (
          <Typography.Text type="danger">{t(`exceptionReason.${order.exception_reason}`)}</Typography.Text>
        )}
      </>,
      'order-status',
    ),
    money('amount'),
    money('received'),
    money('pending'),
    money('due'),
    money('fee'),
    item('network', `${order.asset} · ${order.network}`),
    item('created', formatTime(order.created_at)),
    descriptionItem(
      'createdBy',
      t(CREATED_BY_LABEL),
      <CreatedBy actor={order.created_by} t={t} testId="order-created-by" />,
    ),
    item('expires', formatTime(order.expires_at)),
    item('paid', formatTime(order.paid_at)),
    item('completed', formatTime(order.completed_at)),
    descriptionItem(
      'description',
      t('receive.detail.description'),
      <span className="mc-note">{order.description || '—'}</span>,
      { span: 2 },
    ),
    item('email', order.payer_email ?? '—'),
    item('id', <LongId value={order.id} testId="order-id" />),
  ];
  if (order.refund_address) items.push(copyable('refund', order.refund_address));
  if (order.refund_tx_hash) items.push(copyable('refundTx', order.refund_tx_hash));
  return (
    <Descriptions
      bordered
      size="small"
      column={descriptionColumns()}
      items={items}
      className="mc-order-summary"
    />
  );
}
