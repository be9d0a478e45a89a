import type { HistoryStatus, HistoryType } from '@mc/contract';
import type { Queryable } from '../../db/client';

/**
 * What the area booking an entry tells the history of it: the movement's type and the facts a
 * merchant searches by. The amount, fee and balance come from the entry itself.
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
}

/** One row: an entry's effect on one asset of one merchant. */
export interface HistoryLine {
  entryId: bigint;
  merchantId: string;
  at: Date;
  kind: string;
  refType: string;
  refId: string;
  asset: string;
  amount: bigint;
  fee: bigint;
  /** The available balance after the entry; null: the entry did not touch it (read as it stands). */
  availableAfter: bigint | null;
  /** The account key of that available balance, read when `availableAfter` is null. */
  availableKey: string;
  facts: HistoryFacts;
}

/** Writes the rows of entries the ledger is booking (new entries only), in the same transaction. */
export async function recordHistory(tx: Queryable, lines: HistoryLine[]): Promise<void> {
  if (!lines.length) return;
  const col = <T>(f: (l: HistoryLine) => T) => lines.map(f);
  await tx.query(
    `INSERT INTO history_rows (entry_id, merchant_id, created_at, kind, type, ref_type, ref_id, asset, network,
       amount, fee, balance_after, status, order_no, counterparty, tx_hash)
     SELECT v.entry_id, v.merchant_id, v.at, v.kind, v.type, v.ref_type, v.ref_id, v.asset, v.network,
       v.amount, v.fee,
       coalesce(v.available_after, (SELECT b.balance FROM account_balances b WHERE b.account_key = v.available_key), 0),
       v.status, v.order_no, v.counterparty, v.tx_hash
     FROM unnest($1::bigint[], $2::uuid[], $3::timestamptz[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::text[], $10::bigint[], $11::bigint[], $12::bigint[], $13::text[], $14::text[],
       $15::text[], $16::text[], $17::text[]) WITH ORDINALITY
       AS v(entry_id, merchant_id, at, kind, type, ref_type, ref_id, asset, network, amount, fee,
         available_after, available_key, status, order_no, counterparty, tx_hash, n)
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
      col((l) => l.amount),
      col((l) => l.fee),
      col((l) => l.availableAfter),
      col((l) => l.availableKey),
      col((l) => l.facts.status),
      col((l) => l.facts.orderNo ?? null),
      col((l) => l.facts.counterparty ?? null),
      col((l) => l.facts.txHash ?? null),
    ],
    { prepared: true },
  );
}
