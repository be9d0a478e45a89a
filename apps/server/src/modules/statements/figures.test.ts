import { describe, expect, it } from 'vitest';
import type { PeriodRow } from '../history';
import { differences, figuresOf, problemsOf } from './figures';

const row = (asset: string, change: bigint, balanceAfter: bigint): PeriodRow => ({
  id: '1',
  created_at: new Date('2026-10-05T00:00:00Z'),
  type: 'order_settled',
  kind: 'order_settled',
  asset,
  network: null,
  amount: change,
  fee: 0n,
  change,
  balance_after: balanceAfter,
  order_no: null,
  counterparty: null,
  tx_hash: null,
  remark: null,
  ref_type: 'receipt_order',
  ref_id: '1',
});

describe("a statement's figures", () => {
  it('open at the balance before the month and close at opening plus in less out', () => {
    const { figures, broken } = figuresOf(new Map([['USDT', 100n]]), [
      row('USDT', 50n, 150n),
      row('USDT', -30n, 120n),
      row('USD', 7n, 7n),
    ]);
    expect(broken).toEqual([]);
    expect(figures).toEqual([
      { asset: 'USD', opening: 0n, inflow: 7n, outflow: 0n, closing: 7n, movements: 1 },
      { asset: 'USDT', opening: 100n, inflow: 50n, outflow: 30n, closing: 120n, movements: 2 },
    ]);
  });

  it('find a movement whose balance after does not follow from the one before', () => {
    const { figures, broken } = figuresOf(new Map(), [row('USDC', 10n, 10n), row('USDC', 5n, 16n)]);
    expect(broken).toEqual(['USDC']);
    // the broken asset first, then where the figures differ from the ledger
    expect(problemsOf(figures, broken, new Map(), new Map([['USDC', 16n]]))).toEqual([
      { asset: 'USDC', kind: 'balance_after_breaks', statement: null, ledger: null },
      { asset: 'USDC', kind: 'closing_differs', statement: 15n, ledger: 16n },
    ]);
  });

  it("reconcile only when opening and closing equal the ledger's balances at the month's bounds", () => {
    const { figures } = figuresOf(new Map([['USDT', 100n]]), [row('USDT', 50n, 150n)]);
    expect(differences(figures, new Map([['USDT', 100n]]), new Map([['USDT', 150n]]))).toEqual([]);
    expect(differences(figures, new Map([['USDT', 100n]]), new Map([['USDT', 149n]]))).toEqual([
      { asset: 'USDT', kind: 'closing_differs', statement: 150n, ledger: 149n },
    ]);
    // an asset the ledger holds and the statement lacks
    expect(
      differences(
        figures,
        new Map([['USDT', 100n]]),
        new Map([
          ['USDT', 150n],
          ['USD', 1n],
        ]),
      ),
    ).toEqual([{ asset: 'USD', kind: 'closing_differs', statement: 0n, ledger: 1n }]);
  });
});
