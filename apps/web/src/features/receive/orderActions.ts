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

/**
 * Money-moving: one Idempotency-Key per decision, reused when the same request is retried; a new one
 * once it succeeded. `send` gets the options of the call on `id` with the key.
 */
async function decide<T>(
  keys: ReturnType<typeof createIdempotencyKeys>,
  request: { id: string; address?: string },
  send: (options: { params: { id: string }; headers: { 'Idempotency-Key': string } }) => Promise<T>,
): Promise<T> {
  const result = await send({
    params: { id: request.id },
    headers: { 'Idempotency-Key': keys.keyFor(request) },
  });
  keys.done();
  return result;
}

export async function acceptOrder(id: string): Promise<ReceiptOrderDetail> {
  return stored(await decide(acceptKeys, { id }, (o) => call(api.acceptReceiptOrder, undefined, o)));
}

export async function refundOrder(id: string, address: string): Promise<ReceiptOrderDetail> {
  return stored(
    await decide(refundKeys, { id, address }, (o) => call(api.refundReceiptOrder, { address }, o)),
  );
}

const excessRefundKeys = createIdempotencyKeys();

/** Sends a paid order's held excess back to the payer (less the network fee). */
export async function refundOverpayment(id: string, address: string): Promise<ReceiptOrderDetail> {
  return stored(
    await decide(excessRefundKeys, { id, address }, (o) => call(api.refundOverpayment, { address }, o)),
  );
}

const creditKeys = createIdempotencyKeys();
const lateRefundKeys = createIdempotencyKeys();

/** The order's page shows its late payments: it is read again after a decision on one. */
function refreshed<T extends { order_id: string }>(late: T): T {
  void queryClient.invalidateQueries({ queryKey: receiptKeys.detail(late.order_id) });
  void queryClient.invalidateQueries({ queryKey: receiptKeys.late });
  return late;
}

/** Credits a late payment to the available balance (less the receive fee). */
export async function creditLatePayment(id: string) {
  return refreshed(await decide(creditKeys, { id }, (o) => call(api.creditLatePayment, undefined, o)));
}

/** Sends a late payment back (less the network fee). */
export async function refundLatePayment(id: string, address: string) {
  return refreshed(
    await decide(lateRefundKeys, { id, address }, (o) => call(api.refundLatePayment, { address }, o)),
  );
}
