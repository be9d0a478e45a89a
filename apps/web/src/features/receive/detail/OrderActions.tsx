import { Button } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../lib/http/apiError';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useTranslation } from '../../../lib/useTranslation';
import { useModal } from '../../../shell/ModalProvider';
import { displayAmount } from '../amounts';
import type { ReceiptOrderDetail } from '../api';
import { acceptOrder, cancelOrder, refundOrder } from '../orderActions';
import { RefundModal } from './RefundModal';

/** Shows a failed action's message (unless the client already did, e.g. on logout). */
export function actionFailed(error: unknown): void {
  if (isApiError(error) && error.handled) return;
  notify.error(error instanceof Error ? error.message : String(error));
}

/**
 * What the merchant can do with the order in its status: cancel it, or resolve an exception (accept:
 * orders.create; refund: orders.refund). An action the user's role lacks is not offered.
 */
export function OrderActions({ order }: { order: ReceiptOrderDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const modal = useModal();
  const [refunding, setRefunding] = useState(false);
  const vars = { amount: displayAmount(order.received_amount), asset: order.asset, network: order.network };

  const confirm = (content: string, testId: string, run: () => Promise<unknown>, done: string) =>
    modal.confirm({
      content,
      okButtonProps: { 'data-testid': `${testId}-ok` } as Record<string, string>,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () =>
        run().then(
          () => notify.success(done),
          (error: unknown) => actionFailed(error),
        ),
    });

  if (order.status === 'unpaid' && can('orders.create'))
    return (
      <Button
        danger
        data-testid="order-cancel"
        onClick={() =>
          confirm(
            t('receive.action.cancelConfirm'),
            'order-cancel',
            () => cancelOrder(order.id),
            t('receive.action.cancelled'),
          )
        }
      >
        {t('receive.action.cancel')}
      </Button>
    );
  if (order.status !== 'exception') return null;
  if (!can('orders.create') && !can('orders.refund')) return null;
  return (
    <div className="mc-receive-actions">
      {can('orders.create') && (
        <Button
          type="primary"
          data-testid="order-accept"
          onClick={() =>
            confirm(
              t('receive.action.acceptConfirm', vars),
              'order-accept',
              () => acceptOrder(order.id),
              t('receive.action.accepted'),
            )
          }
        >
          {t('receive.action.accept')}
        </Button>
      )}
      {can('orders.refund') && (
        <Button data-testid="order-refund" onClick={() => setRefunding(true)}>
          {t('receive.action.refund')}
        </Button>
      )}
      <RefundModal
        open={refunding}
        onClose={() => setRefunding(false)}
        title={t('receive.action.refundTitle')}
        hint={t('receive.action.refundHint', vars)}
        submit={(address) => refundOrder(order.id, address)}
        done={t('receive.action.refunded')}
      />
    </div>
  );
}
