import { Button, Card, Descriptions, type DescriptionsProps, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { descriptionColumns, descriptionItem } from '../../../components/descriptionItem';
import { LongId } from '../../../components/LongId';
import { useCan } from '../../../lib/permissions';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount } from '../AssetAmount';
import { displayAmount } from '../amounts';
import type { ReceiptOrderDetail } from '../api';
import { refundOverpayment } from '../orderActions';
import { RefundModal } from './RefundModal';

type Outcome = NonNullable<ReceiptOrderDetail['excess_outcome']>;

const OUTCOME_COLOR: Record<Outcome, string> = {
  credited: 'success',
  held: 'warning',
  refund_requested: 'processing',
  refunded: 'default',
};

/**
 * An order paid more than its amount: what was paid, the excess and what became of it (credited, or
 * held for a refund the merchant sends back with orders.refund).
 */
export function Overpayment({ order }: { order: ReceiptOrderDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const [refunding, setRefunding] = useState(false);
  const outcome = order.excess_outcome;
  if (!outcome) return null;
  const item = (key: string, value: ReactNode) =>
    descriptionItem(key, t(`receive.excess.${key}`), value, { testId: `excess-${key}` });
  const amount = (value: string) => <AssetAmount value={value} asset={order.asset} />;
  const items: DescriptionsProps['items'] = [
    item('paid', amount(order.received_amount)),
    item('amount', amount(order.amount)),
    item('excess', amount(order.excess_amount)),
    item(
      'outcome',
      <Tag color={OUTCOME_COLOR[outcome]} data-status={outcome}>
        {t(`receive.excess.outcomeLabel.${outcome}`)}
      </Tag>,
    ),
  ];
  if (outcome !== 'held') items.push(item('fee', amount(order.excess_fee)));
  if (order.excess_refund_address)
    items.push(item('refundAddress', <LongId value={order.excess_refund_address} head={12} tail={10} />));
  if (order.excess_refund_tx_hash)
    items.push(item('refundTx', <LongId value={order.excess_refund_tx_hash} head={12} tail={10} />));
  const vars = { amount: displayAmount(order.excess_amount), asset: order.asset, network: order.network };
  return (
    <Card
      size="small"
      title={t('receive.excess.title')}
      className="mc-receive-section"
      data-testid="order-overpayment"
      extra={
        outcome === 'held' &&
        can('orders.refund') && (
          <Button size="small" data-testid="excess-refund" onClick={() => setRefunding(true)}>
            {t('receive.excess.refund')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('receive.excess.hint')}</Typography.Paragraph>
      <Descriptions bordered size="small" column={descriptionColumns()} items={items} />
      {refunding && (
        <RefundModal
          open
          onClose={() => setRefunding(false)}
          title={t('receive.excess.refundTitle')}
          hint={t('receive.excess.refundHint', vars)}
          submit={(address) => refundOverpayment(order.id, address)}
          done={t('receive.excess.refunded')}
        />
      )}
    </Card>
  );
}
