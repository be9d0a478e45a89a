import { coreApi as api } from '@mc/contract';
import { call } from '../../lib/http/client';
import { queryClient } from '../../lib/queryClient';
import { type ReceiptOrderDetail, receiptKeys } from './api';
import { createIdempotencyKeys } from './idempotency';

const acceptKeys = createIdempotencyKeys();
const refundKeys = createIdempotencyKeys();

function stored(order: ReceiptOrderDetail): ReceiptOrderDetail {
  queryClient.setQueryData(receiptKeys.detail(order.id), order);
  void queryClient.invalidateQueries({ queryKey: receiptKeys.all, refetchType: 'none' });
  return order;
}

export async function cancelOrder(id: string): Promise<ReceiptOrderDetail> {
  return stored(await call(api.cancelReceiptOrder, undefined, { params: { id } }));
}

/** Money-moving: one Idempotency-Key per decision, reused when the same request is retried. */
export async function acceptOrder(id: string): Promise<ReceiptOrderDetail> {
  const key = acceptKeys.keyFor({ id });
  const order = await call(api.acceptReceiptOrder, undefined, {
    params: { id },
    headers: { 'Idempotency-Key': key },
  });
  acceptKeys.done();
  return stored(order);
}

export async function refundOrder(id: string, address: string): Promise<ReceiptOrderDetail> {
  const key = refundKeys.keyFor({ id, address });
  const order = await call(
    api.refundReceiptOrder,
    { address },
    { params: { id }, headers: { 'Idempotency-Key': key } },
  );
  refundKeys.done();
  return stored(order);
}
