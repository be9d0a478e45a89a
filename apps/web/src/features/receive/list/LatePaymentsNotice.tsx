import { Alert, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/useTranslation';
import { displayAmount } from '../amounts';
import { useOpenLatePayments } from '../api';

/** Above the orders: the late payments that wait for the merchant's decision, each linked to its order. */
export function LatePaymentsNotice() {
  const { t } = useTranslation();
  const { data } = useOpenLatePayments();
  const items = data?.items ?? [];
  if (!items.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="late-payments-notice"
      title={t('receive.late.waiting', { count: items.length })}
      description={
        <Space wrap size={[12, 4]}>
          {t('receive.late.waitingHint')}
          {items.map((l) => (
            <Link key={l.id} to={`/receive/order/${l.order_id}`} data-testid="late-payment-link">
              {l.merchant_order_no} · {displayAmount(l.amount)} {l.asset}
            </Link>
          ))}
        </Space>
      }
    />
  );
}
