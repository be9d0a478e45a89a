import type { PublicOrder, ReceiptStatus } from '@mc/contract';
import { Card, Descriptions, Result, type ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayAmount } from '../receive/amounts';
import { statusLabelKey } from '../receive/status';

type Outcome = { status: ResultProps['status']; title: string; desc: string };

const OUTCOME: Partial<Record<ReceiptStatus, Outcome>> = {
  paid: { status: 'success', title: 'pay.paidTitle', desc: 'pay.paidDesc' },
  completed: { status: 'success', title: 'pay.paidTitle', desc: 'pay.paidDesc' },
  expired: { status: 'warning', title: 'pay.expiredTitle', desc: 'pay.expiredDesc' },
  cancelled: { status: 'info', title: 'pay.cancelledTitle', desc: 'pay.cancelledDesc' },
  closed: { status: 'info', title: 'pay.cancelledTitle', desc: 'pay.cancelledDesc' },
  refund_requested: { status: 'info', title: 'pay.refundTitle', desc: 'pay.refundDesc' },
  refunded: { status: 'info', title: 'pay.refundTitle', desc: 'pay.refundDesc' },
};
const EXCEPTION: Outcome = { status: 'error', title: 'pay.exceptionTitle', desc: 'pay.exceptionDesc' };

/** The page of an order that can no longer be paid: paid, expired, cancelled, exception… */
export function PaymentResult({ order }: { order: PublicOrder }) {
  const { t } = useTranslation();
  const outcome = OUTCOME[order.status] ?? EXCEPTION;
  const vars = {
    amount: displayAmount(order.received_amount),
    asset: order.asset,
    merchant: order.merchant_name,
  };
  return (
    <Card className="mc-pay-card" data-testid="pay-result" data-status={order.status}>
      <Result
        status={outcome.status}
        title={<span data-testid="pay-result-title">{t(outcome.title)}</span>}
        subTitle={t(outcome.desc, vars)}
      />
      <Descriptions
        column={1}
        size="small"
        colon={false}
        className="mc-pay-facts"
        items={[
          { key: 'merchant', label: t('pay.merchant'), children: order.merchant_name },
          { key: 'no', label: t('pay.orderNo'), children: order.merchant_order_no },
          {
            key: 'amount',
            label: t('pay.amount'),
            children: `${displayAmount(order.amount)} ${order.asset}`,
          },
          {
            key: 'received',
            label: t('pay.received'),
            children: `${displayAmount(order.received_amount)} ${order.asset}`,
          },
          { key: 'network', label: t('pay.network'), children: order.network },
          { key: 'status', label: t('receive.col.status'), children: t(statusLabelKey(order.status)) },
        ]}
      />
    </Card>
  );
}
