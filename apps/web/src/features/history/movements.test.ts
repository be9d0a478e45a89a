import type { HistoryRow } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { movementsOf } from './movements';

const row = (id: string, over: Partial<HistoryRow>): HistoryRow => ({
  id,
  entry_id: id,
  created_at: `2026-11-30T08:00:0${id}.000Z`,
  type: 'bank_transfer',
  kind: 'payout_held',
  direction: 'out',
  asset: 'USD',
  network: null,
  balance: 'available',
  amount: '-50.00',
  fee: '0.05',
  net: '-50.05',
  balance_after: '0.00',
  status: 'completed',
  order_no: null,
  counterparty: null,
  tx_hash: null,
  remark: null,
  ref_type: 'payout',
  ref_id: 'p1',
  ...over,
});

describe('movementsOf: the history as the movements a merchant knows', () => {
  it('makes one movement of a payout held then sent, stated by its hold on the available balance', () => {
    const rows = [
      row('3', { balance: 'frozen', kind: 'payout_transferred' }),
      row('2', { balance: 'frozen', amount: '50.05', fee: '0.00', net: '50.05', direction: 'in' }),
      row('1', {}),
    ];
    const [only, ...rest] = movementsOf(rows, 8);
    expect(rest).toEqual([]);
    expect(only?.row.id).toBe('1');
    expect(only?.type).toBe('bank_transfer');
    expect(only?.row.amount).toBe('-50.00');
    expect(only?.at).toBe(rows[0]?.created_at);
  });

  it('keeps the order of each object’s newest row, and at most `limit` movements', () => {
    const rows = [
      row('4', { ref_type: 'fiat_topup', ref_id: 't1', type: 'fiat_topup', amount: '10.00', net: '10.00' }),
      row('3', { ref_type: 'receipt_order', ref_id: 'o1', type: 'received', balance: 'settlement' }),
      row('2', { balance: 'frozen' }),
      row('1', {}),
    ];
    expect(movementsOf(rows, 8).map((m) => m.key)).toEqual([
      'fiat_topup:t1',
      'receipt_order:o1',
      'payout:p1',
    ]);
    expect(movementsOf(rows, 2).map((m) => m.key)).toEqual(['fiat_topup:t1', 'receipt_order:o1']);
  });

  it('names an order by its receipt and states it by its settlement to the available balance', () => {
    const order = { ref_type: 'receipt_order', ref_id: 'o1' } as const;
    const rows = [
      row('3', {
        ...order,
        type: 'order_settled',
        amount: '100.00',
        fee: '1.00',
        net: '99.00',
        direction: 'in',
      }),
      row('2', { ...order, type: 'order_settled', balance: 'settlement', amount: '-100.00', fee: '0.00' }),
      row('1', {
        ...order,
        type: 'received',
        balance: 'settlement',
        amount: '100.00',
        fee: '0.00',
        direction: 'in',
      }),
    ];
    const [m] = movementsOf(rows, 8);
    expect(m?.type).toBe('received');
    expect(m?.row.id).toBe('3');
    expect(m?.row.amount).toBe('100.00');
  });

  it('states an order received but not yet settled by its row of the settlement balance', () => {
    const [m] = movementsOf(
      [row('1', { ref_type: 'receipt_order', balance: 'settlement', amount: '100.00' })],
      8,
    );
    expect(m?.row.amount).toBe('100.00');
  });
});
