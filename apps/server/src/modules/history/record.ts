import type { HistoryBalance, HistoryStatus, HistoryType } from '@mc/contract';
import type { Queryable } from '../../db/client';

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
  if (!lines.length) return;
  const col = <T>(f: (l: HistoryLine) => T) => lines.map(f);
  await tx.query(
    `INSERT INTO history_rows (entry_id, merchant_id, created_at, kind, type, ref_type, ref_id, asset, network,
       balance, amount, fee, net, balance_after, status, order_no, counterparty, tx_hash, remark)
     SELECT v.entry_id, v.merchant_id, v.at, v.kind, v.type, v.ref_type, v.ref_id, v.asset, v.network,
       v.balance, v.net + v.fee, v.fee, v.net, v.balance_after, v.status, v.order_no, v.counterparty,
       v.tx_hash, v.remark
     FROM unnest($1::bigint[], $2::uuid[], $3::timestamptz[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::text[], $10::text[], $11::bigint[], $12::bigint[], $13::bigint[], $14::text[],
       $15::text[], $16::text[], $17::text[], $18::text[]) WITH ORDINALITY
       AS v(entry_id, merchant_id, at, kind, type, ref_type, ref_id, asset, network, balance, net, fee,
         balance_after, status, order_no, counterparty, tx_hash, remark, n)
     ORDER BY v.n`,
    [
      col((l) => l.entryId),
      col((l) => l.merchantId),
      col((l) => l.at),
      col((l) => l.kind),
      col((l) => l.facts.type),
      col((l) => l.refType),
      col((l) => l.refId),
      col((l) => l.asset),
      col((l) => l.facts.network ?? null),
      col((l) => l.balance),
      col((l) => l.net),
      col((l) => l.fee),
      col((l) => l.balanceAfter),
      col((l) => l.facts.status),
      col((l) => l.facts.orderNo ?? null),
      col((l) => l.facts.counterparty ?? null),
      col((l) => l.facts.txHash ?? null),
      col((l) => l.facts.remark || null),
    ],
    { prepared: true },
  );
}
