import type { ReceiptStatus } from '@mc/contract';
import { Card, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { PaymentResult } from './PaymentResult';
import { PayPanel } from './PayPanel';
import { usePublicOrder } from './usePublicOrder';

/** Statuses in which the payer can (still) send funds. */
const PAYABLE: ReadonlySet<ReceiptStatus> = new Set<ReceiptStatus>([
  'unpaid',
  'confirming',
  'partially_paid',
]);

/** The order as the payer sees it: the pay panel while it can be paid, else a clear result page. */
export function PaymentContent({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = usePublicOrder(id);
  if (id && query.isLoading)
    return (
      <Card className="mc-pay-card mc-pay-loading">
        <Spin size="large" />
      </Card>
    );
  if (!query.data)
    return (
      <Card className="mc-pay-card" data-testid="pay-not-found">
        <Result status="404" title={t('pay.notFound')} subTitle={t('pay.notFoundDesc')} />
      </Card>
    );
  const { order, offsetMs } = query.data;
  return PAYABLE.has(order.status) ? (
    <PayPanel order={order} offsetMs={offsetMs} />
  ) : (
    <PaymentResult order={order} />
  );
}
