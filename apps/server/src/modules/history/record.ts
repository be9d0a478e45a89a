import type { HistoryBalance, HistoryStatus, HistoryType } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { Params, type StatementPart } from '../../db/statement';

/**
 * What the area booking an entry tells the history of it: the movement's type and the facts a
 * merchant searches by. Net, fee and balance come from the entry itself.
 */
export interface HistoryFacts {
  type: HistoryType;
  /** The business object's status as the booking leaves it (its area's trigger keeps it current). */
  status: HistoryStatus;
  network?: string | null;
  orderNo?: string | null;
  /** Address, bank account or payee on the other side. */
  counterparty?: string | null;
  txHash?: string | null;
  /** The movement's fee when the entry does not book it to the fees account itself (a payout's hold). */
  fee?: bigint;
  /** The merchant's own remark on the business object (a payout's remark, an order's description). */
  remark?: string | null;
}

/** One row: an entry's change of one balance of one asset of one merchant. */
export interface HistoryLine {
  entryId: bigint;
  merchantId: string;
  at: Date;
  kind: string;
  refType: string;
  refId: string;
  asset: string;
  balance: HistoryBalance;
  /** The balance's change; the row's amount is net + fee. */
  net: bigint;
  fee: bigint;
  /** The balance after the entry. */
  balanceAfter: bigint;
  facts: HistoryFacts;
}

/** Writes the rows of entries the ledger is booking (new entries only), in the same transaction. */
export async function recordHistory(tx: Queryable, lines: HistoryLine[]): Promise<void> {
  const p = new Params();
  const part = historyRowsPart(p, lines);
  if (part) await tx.query(part.sql, p.values, { prepared: true });
}

/**
 * The statement part that writes the rows of entries the ledger is booking (new entries only), for
 * the ledger to run with its postings in one statement (`runCombined`); null when there are none.
 */
export function historyRowsPart(p: Params, lines: readonly HistoryLine[]): StatementPart | null {
  if (!lines.length) return null;
  const col = <T>(f: (l: HistoryLine) => T) => p.add(lines.map(f));
  return {
    name: 'history_written',
    sql: `INSERT INTO history_rows (entry_id, merchant_id, created_at, kind, type, ref_type, ref_id, asset, network,
       balance, amount, fee, net, balance_after, status, order_no, counterparty, tx_hash, remark)
     SELECT v.entry_id, v.merchant_id, v.at, v.kind, v.type, v.ref_type, v.ref_id, v.asset, v.network,
       v.balance, v.net + v.fee, v.fee, v.net, v.balance_after, v.status, v.order_no, v.counterparty,
       v.tx_hash, v.remark
     FROM unnest(${col((l) => l.entryId)}::bigint[], ${col((l) => l.merchantId)}::uuid[],
       ${col((l) => l.at)}::timestamptz[], ${col((l) => l.kind)}::text[], ${col((l) => l.facts.type)}::text[],
       ${col((l) => l.refType)}::text[], ${col((l) => l.refId)}::text[], ${col((l) => l.asset)}::text[],
       ${col((l) => l.facts.network ?? null)}::text[], ${col((l) => l.balance)}::text[],
       ${col((l) => l.net)}::bigint[], ${col((l) => l.fee)}::bigint[], ${col((l) => l.balanceAfter)}::bigint[],
       ${col((l) => l.facts.status)}::text[], ${col((l) => l.facts.orderNo ?? null)}::text[],
       ${col((l) => l.facts.counterparty ?? null)}::text[], ${col((l) => l.facts.txHash ?? null)}::text[],
       ${col((l) => l.facts.remark || null)}::text[]) WITH ORDINALITY
       AS v(entry_id, merchant_id, at, kind, type, ref_type, ref_id, asset, network, balance, net, fee,
         balance_after, status, order_no, counterparty, tx_hash, remark, n)
     ORDER BY v.n`,
  };
}
