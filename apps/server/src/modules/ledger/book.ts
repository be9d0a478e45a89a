import type { Queryable } from '../../db/client';

/** An entry to create, as `journal_entries` keeps it. */
export interface NewEntry {
  kind: string;
  refType: string;
  refId: string;
  merchantId: string | null;
  memo: string;
  at: Date;
}

/** A ledger account as a booking moved it: its balance after the whole batch. */
export interface MovedAccount {
  id: bigint;
  account_key: string;
  balance: bigint;
  merchant_id: string | null;
}

/** What `bookEntries` did: entries by their index in the request. */
export interface Booking {
  created: Map<number, bigint>;
  /** Entries booked before (found, not created). */
  existing: Map<number, bigint>;
  /** The accounts moved, in key order; null when one did not exist yet (nothing was moved, the others stay locked). */
  accounts: MovedAccount[] | null;
  /** The owed accounts asked for (of entries created) that are below zero, locked after the move. */
  owed: { account_key: string; balance: bigint }[];
}

const CHECK_VIOLATION = '23514';

/** A merchant bucket would go below zero. */
export class InsufficientFunds extends Error {
  constructor() {
    super('insufficient funds');
    this.name = 'InsufficientFunds';
  }
}

/** Rethrows the database's refusal of a balance below zero (a check constraint) as InsufficientFunds. */
export function insufficientFundsOf(err: unknown): unknown {
  if (typeof err === 'object' && err && (err as { code?: string }).code === CHECK_VIOLATION) {
    return new InsufficientFunds();
  }
  return err;
}

const BOOK = `WITH input AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::uuid[], $5::text[], $6::timestamptz[])
      WITH ORDINALITY AS v(kind, ref_type, ref_id, merchant_id, memo, created_at, i)),
  existing AS (
    SELECT e.id, v.i FROM journal_entries e JOIN input v
      ON e.kind = v.kind AND e.ref_type = v.ref_type AND e.ref_id = v.ref_id),
  inserted AS (
    INSERT INTO journal_entries (kind, ref_type, ref_id, merchant_id, memo, created_at)
    SELECT kind, ref_type, ref_id, merchant_id, memo, created_at FROM input ORDER BY i
    ON CONFLICT (kind, ref_type, ref_id) DO NOTHING
    RETURNING id, kind, ref_type, ref_id),
  created AS (
    SELECT n.id, v.i FROM inserted n JOIN input v
      ON n.kind = v.kind AND n.ref_type = v.ref_type AND n.ref_id = v.ref_id),
  moves AS (
    SELECT l.account_key, sum(l.amount)::bigint AS amount
    FROM unnest($7::bigint[], $8::text[], $9::bigint[]) AS l(i, account_key, amount)
    JOIN created c ON c.i = l.i GROUP BY l.account_key),
  locked AS (
    SELECT a.id, a.account_key FROM ledger_accounts a WHERE a.account_key IN (SELECT account_key FROM moves)
    ORDER BY a.account_key FOR UPDATE),
  moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + m.amount
    FROM locked l JOIN moves m ON m.account_key = l.account_key
    WHERE a.id = l.id AND (SELECT count(*) FROM locked) = (SELECT count(*) FROM moves)
    RETURNING a.id, a.account_key, a.balance, a.merchant_id),
  owed AS (
    SELECT a.account_key, a.balance FROM ledger_accounts a
    WHERE a.account_key IN (
        SELECT o.account_key FROM unnest($10::bigint[], $11::text[]) AS o(i, account_key)
        JOIN created c ON c.i = o.i)
      AND a.balance < 0 AND (SELECT count(*) FROM moved) >= 0
    ORDER BY a.account_key FOR UPDATE)
  SELECT
    ARRAY(SELECT i || ' ' || id FROM created ORDER BY i) AS created,
    ARRAY(SELECT i || ' ' || id FROM existing ORDER BY i) AS existing,
    (SELECT count(*) FROM moves)::int AS moves,
    ARRAY(SELECT id::text FROM moved ORDER BY account_key) AS ids,
    ARRAY(SELECT account_key FROM moved ORDER BY account_key) AS keys,
    ARRAY(SELECT balance::text FROM moved ORDER BY account_key) AS balances,
    ARRAY(SELECT merchant_id::text FROM moved ORDER BY account_key) AS merchants,
    ARRAY(SELECT account_key FROM owed ORDER BY account_key) AS owed_keys,
    ARRAY(SELECT balance::text FROM owed ORDER BY account_key) AS owed_balances`;

/** `index id` pairs as a map. */
const pairs = (texts: string[]) =>
  new Map(
    texts.map((t) => {
      const [i, id] = t.split(' ');
      return [Number(i), BigInt(id!)] as const;
    }),
  );

/**
 * Creates the entries not booked before and moves the accounts by the lines of those created, in one
 * statement: every account locked in key order and moved once (when every one exists), then the
 * owed accounts asked for locked, those below zero answered. `lines` and `owed` name their entry by
 * its index in `entries` (from 1); entries must differ in (kind, refType, refId).
 */
export async function bookEntries(
  tx: Queryable,
  entries: readonly NewEntry[],
  lines: readonly { entry: number; key: string; amount: bigint }[],
  owed: readonly { entry: number; key: string }[],
): Promise<Booking> {
  let row: Record<string, unknown> | undefined;
  try {
    [row] = await tx.query(
      BOOK,
      [
        entries.map((e) => e.kind),
        entries.map((e) => e.refType),
        entries.map((e) => e.refId),
        entries.map((e) => e.merchantId),
        entries.map((e) => e.memo),
        entries.map((e) => e.at),
        lines.map((l) => l.entry),
        lines.map((l) => l.key),
        lines.map((l) => l.amount),
        owed.map((o) => o.entry),
        owed.map((o) => o.key),
      ],
      { prepared: true },
    );
  } catch (err) {
    throw insufficientFundsOf(err);
  }
  const r = row as {
    created: string[];
    existing: string[];
    moves: number;
    ids: string[];
    keys: string[];
    balances: string[];
    merchants: (string | null)[];
    owed_keys: string[];
    owed_balances: string[];
  };
  const accounts = r.keys.map((key, n) => ({
    id: BigInt(r.ids[n]!),
    account_key: key,
    balance: BigInt(r.balances[n]!),
    merchant_id: r.merchants[n] ?? null,
  }));
  return {
    created: pairs(r.created),
    existing: pairs(r.existing),
    accounts: accounts.length === r.moves ? accounts : null,
    owed: r.owed_keys.map((key, n) => ({ account_key: key, balance: BigInt(r.owed_balances[n]!) })),
  };
}
