import { randomUUID } from 'node:crypto';
import { totpCodeAt } from '../platform/totp';
import type { TestApp } from './harness';
import { fund, PAYMENT_PASSWORD, payingMerchant, remit, TRON_ADDRESS } from './payouts';
import { confirmAll, createOrder, mine, pay } from './receiving';
import { type Actor, as } from './settings';

export interface HistoryItem {
  id: string;
  type: string;
  kind: string;
  direction: string;
  asset: string;
  balance: string;
  amount: string;
  fee: string;
  net: string;
  balance_after: string;
  status: string;
  order_no: string | null;
  counterparty: string | null;
  tx_hash: string | null;
  remark: string | null;
  ref_type: string;
  ref_id: string;
  created_at: string;
}

/** Every history row of the merchant matching `query`, all pages, newest first. */
export async function historyOf(t: TestApp, m: Pick<Actor, 'token'>, query = ''): Promise<HistoryItem[]> {
  const out: HistoryItem[] = [];
  let cursor: string | null = null;
  do {
    const sep = query ? '&' : '';
    const res = await as(t, m)('GET', `/history?limit=2${sep}${query}${cursor ? `&cursor=${cursor}` : ''}`);
    if (res.status !== 200) throw new Error(`history: ${res.res.body}`);
    out.push(...(res.body.data.items as HistoryItem[]));
    cursor = res.body.data.next_cursor as string | null;
  } while (cursor);
  return out;
}

/**
 * A merchant whose history holds one movement of every kind the product books today: an order
 * received and settled (1% fee), a late payment credited, a remittance completed, a remittance the
 * chain refused (held, then returned) and a withdrawal to fiat (crypto out, fiat in).
 */
export async function merchantWithEveryMovement(t: TestApp) {
  const m = await payingMerchant(t, '0');
  await fund(t, m, '100');
  const lateOrderNo = `LATE-${randomUUID().slice(0, 8)}`;
  const paid = await createOrder(t, m.token, {
    amount: '10',
    merchant_order_no: lateOrderNo,
  });
  await pay(t, paid.deposit_address, '10');
  await confirmAll(t);
  await t.app.receiving.tick();
  await pay(t, paid.deposit_address, '5'); // after the order completed: a late payment
  await confirmAll(t);
  await t.app.receiving.tick();
  const late = await as(t, m)('GET', '/late-payments?status=open');
  const lateId = (late.body.data.items as { id: string }[])[0]!.id;
  const credited = await as(t, m)(
    'POST',
    `/late-payments/${lateId}/credit`,
    {},
    { 'idempotency-key': randomUUID() },
  );
  if (credited.status !== 200) throw new Error(`late credit: ${credited.res.body}`);
  const sent = await remit(t, m, { amount: '40' });
  await t.app.receiving.tick();
  await mine(t, 30);
  await t.app.receiving.tick();
  t.chain.refusedAddresses.add(TRON_ADDRESS);
  const refused = await remit(t, m, { amount: '10' });
  await t.app.receiving.tick();
  t.chain.refusedAddresses.delete(TRON_ADDRESS);
  const q = await as(t, m)('POST', '/payouts/fiat-quotes', { asset: 'USDT', amount: '20' });
  const withdrawal = await as(t, m)(
    'POST',
    '/payouts/fiat-withdrawals',
    {
      quote_id: q.body.data.id,
      payment_password: PAYMENT_PASSWORD,
      totp_code: totpCodeAt(m.secret!, t.clock.now()),
    },
    { 'idempotency-key': randomUUID() },
  );
  t.clock.advance(30_000);
  if (withdrawal.status !== 200) throw new Error(`withdrawal: ${withdrawal.res.body}`);
  return {
    m,
    lateOrderNo,
    sent: sent.body.data as { id: string; tx_hash: string | null },
    refused: refused.body.data as { id: string },
    withdrawal: withdrawal.body.data as { id: string; fiat_amount: string; fee: string },
  };
}
