import { describe, expect, it } from 'vitest';
import { listMigrations } from '../../db/migrate';
import { appPerFile, twoMerchantsPerFile } from '../../testing/app-hooks';
import { loggedInOperator, newKey, opsPost } from '../../testing/ops';
import { confirmAll, createOrder, idem, mine, order, pay } from '../../testing/receiving';
import { bearer } from '../../testing/scenarios';

// Timeline notes are codes with parameters; the notes written as English text before are mapped to
// the codes that would have written them.
const t = appPerFile({ RECEIVE_FEE_BPS: '100' });
const [a] = twoMerchantsPerFile(t);

interface Event {
  [key: string]: unknown;
  status: string;
  code: string;
  params: Record<string, string>;
  note: string;
}

/** Orders through every note the server writes: paid, wrong asset, refunds by merchant and platform, closed, late. */
async function busyOrders(): Promise<string[]> {
  const op = await loggedInOperator(t);
  const paid = await createOrder(t, a.token, { amount: '5' });
  await pay(t, paid.deposit_address, '5');
  await confirmAll(t);
  await pay(t, paid.deposit_address, '2');
  await confirmAll(t);
  const wrong = await createOrder(t, a.token, { amount: '5' });
  await pay(t, wrong.deposit_address, '2', 'USDC');
  await confirmAll(t);
  await opsPost(
    t,
    op.token,
    `/api/ops/receipt-orders/${wrong.id}/close`,
    { reason: 'wrong: asset\nsent' },
    newKey(),
  );
  // an exception to refund: paid after it was cancelled (an order paid 9 for 5 in time is paid)
  const refunded = await createOrder(t, a.token, { amount: '5' });
  await t.call({
    method: 'POST',
    url: `/api/receipt-orders/${refunded.id}/cancel`,
    headers: bearer(a.token),
  });
  await pay(t, refunded.deposit_address, '9');
  await confirmAll(t);
  await t.call({
    method: 'POST',
    url: `/api/receipt-orders/${refunded.id}/refund`,
    headers: { ...bearer(a.token), ...idem() },
    payload: { address: t.chain.faucetAddress('TRC20') },
  });
  await t.app.receiving.tick();
  await mine(t, 3);
  await t.app.receiving.tick();
  const cancelled = await createOrder(t, a.token);
  await t.call({
    method: 'POST',
    url: `/api/receipt-orders/${cancelled.id}/cancel`,
    headers: bearer(a.token),
  });
  return [paid.id, wrong.id, refunded.id, cancelled.id];
}

describe('timeline notes', () => {
  it('are codes with parameters, and the English text of them', async () => {
    const [paid] = await busyOrders();
    const o = await order(t, a.token, paid!);
    expect(o.timeline.map((e: Event) => e.code)).toEqual([
      'created',
      'transfer_seen',
      'transfer_confirmed',
      'settled',
      'transfer_seen',
      'late_payment_received',
    ]);
    const confirmed = o.timeline[2] as Event;
    expect(confirmed.params).toEqual({ tx_hash: o.payments[0].tx_hash, amount: '5.000000', asset: 'USDT' });
    expect(confirmed.note).toBe(`transfer ${o.payments[0].tx_hash} confirmed`);
  });

  it('the migration maps every note the server wrote as text to its code and parameters', async () => {
    const ids = await busyOrders();
    const events = () =>
      t.db.query<Event & { id: string }>(
        'SELECT id::text, status, code, params, note FROM receipt_order_events WHERE order_id = ANY($1::uuid[]) ORDER BY id',
        [ids],
      );
    const written = await events();
    expect(new Set(written.map((e) => e.code))).toEqual(
      new Set([
        'created',
        'transfer_seen',
        'transfer_confirmed',
        'settled',
        'late_payment_received',
        'wrong_asset',
        'closed_by_platform',
        'refund_requested',
        'refund_confirmed',
        'cancelled_by_merchant',
      ]),
    );
    const migration = listMigrations().find((m) => m.name.endsWith('_timeline_note_codes.sql'))!;
    const mapping = migration.sql.slice(migration.sql.indexOf('CREATE FUNCTION'));
    let mapped: typeof written = [];
    await t.db
      .transaction(async (tx) => {
        // the rows as the server wrote them before: text only
        await tx.query('ALTER TABLE receipt_order_events ALTER COLUMN code DROP NOT NULL');
        await tx.query(
          `UPDATE receipt_order_events SET note = 'transfer ' || (params->>'tx_hash')
             || ' arrived after the order was settled; held for review' WHERE code = 'late_payment_received'`,
        );
        await tx.query(`UPDATE receipt_order_events SET code = NULL, params = '{}'::jsonb`);
        await tx.query(
          `INSERT INTO receipt_order_events (order_id, status, note, code, at)
           VALUES ($1, 'completed', 'a note of its own', NULL, now())`,
          [ids[0]],
        );
        await tx.exec(mapping);
        mapped = await tx.query<Event & { id: string }>(
          'SELECT id::text, status, code, params, note FROM receipt_order_events WHERE order_id = ANY($1::uuid[]) ORDER BY id',
          [ids],
        );
        throw new Error('rollback');
      })
      .catch((err: Error) => {
        if (err.message !== 'rollback') throw err;
      });
    const meaning = ({ id, status, code, params }: Event & { id: string }) => ({ id, status, code, params });
    expect(mapped.slice(0, written.length).map(meaning)).toEqual(written.map(meaning));
    expect(mapped.at(-1)).toMatchObject({ code: 'note', params: { text: 'a note of its own' } });
  });
});
