import type { Queryable } from '../../db/client';
import { type AccountRef, accountKey, type Bucket, merchantBuckets } from './accounts';

export interface Line {
  account: AccountRef;
  asset: string;
  /** Signed minor units: positive credits the account's balance, negative debits it. */
  amount: bigint;
}

export interface EntryInput {
  kind: string;
  refType: string;
  refId: string;
  merchantId?: string | null;
  memo?: string;
  at: Date;
  lines: Line[];
}

/** A merchant bucket would go below zero. */
export class InsufficientFunds extends Error {
  constructor() {
    super('insufficient funds');
    this.name = 'InsufficientFunds';
  }
}

const CHECK_VIOLATION = '23514';

function assertBalanced(lines: Line[]) {
  const sums = new Map<string, bigint>();
  for (const l of lines) {
    if (l.amount === 0n) throw new Error('a posting of zero');
    sums.set(l.asset, (sums.get(l.asset) ?? 0n) + l.amount);
  }
  for (const [asset, sum] of sums) {
    if (sum !== 0n) throw new Error(`entry does not balance in ${asset}: ${sum}`);
  }
}

/**
 * Books one journal entry inside the caller's transaction: the entry, its
 * postings and the balance of every account touched. An entry is identified
 * by (kind, refType, refId); booking it again does nothing and returns
 * `created: false`, which is what makes every booking happen exactly once.
 */
export async function post(tx: Queryable, input: EntryInput): Promise<{ entryId: bigint; created: boolean }> {
  assertBalanced(input.lines);
  const inserted = await tx.query<{ id: bigint }>(
    `INSERT INTO journal_entries (kind, ref_type, ref_id, merchant_id, memo, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (kind, ref_type, ref_id) DO NOTHING RETURNING id`,
    [input.kind, input.refType, input.refId, input.merchantId ?? null, input.memo ?? '', input.at],
  );
  if (!inserted[0]) {
    const existing = await tx.query<{ id: bigint }>(
      'SELECT id FROM journal_entries WHERE kind = $1 AND ref_type = $2 AND ref_id = $3',
      [input.kind, input.refType, input.refId],
    );
    return { entryId: existing[0]!.id, created: false };
  }
  const entryId = inserted[0].id;

  // Net the lines per account, then lock and update accounts in key order (no deadlocks).
  const byKey = new Map<string, { ref: AccountRef; asset: string; amount: bigint }>();
  for (const l of input.lines) {
    const key = accountKey(l.account, l.asset);
    const cur = byKey.get(key);
    if (cur) cur.amount += l.amount;
    else byKey.set(key, { ref: l.account, asset: l.asset, amount: l.amount });
  }
  const keys = [...byKey.keys()].filter((k) => byKey.get(k)!.amount !== 0n).sort();
  const ids = await lockAccounts(tx, keys, byKey);
  let accounts: { id: bigint; account_key: string; balance: bigint }[];
  try {
    accounts = await tx.query(
      `UPDATE ledger_accounts a SET balance = a.balance + v.amount
       FROM (SELECT unnest($1::bigint[]) AS id, unnest($2::bigint[]) AS amount) v
       WHERE a.id = v.id RETURNING a.id, a.account_key, a.balance`,
      [keys.map((k) => ids.get(k)!), keys.map((k) => byKey.get(k)!.amount)],
    );
  } catch (err) {
    if (typeof err === 'object' && err && (err as { code?: string }).code === CHECK_VIOLATION) {
      throw new InsufficientFunds();
    }
    throw err;
  }
  const postParams: unknown[] = [];
  const postValues = accounts.map((acc) => {
    const a = byKey.get(acc.account_key)!;
    postParams.push(entryId, acc.id, a.asset, a.amount, acc.balance);
    const n = postParams.length;
    return `($${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
  });
  if (postValues.length) {
    await tx.query(
      `INSERT INTO postings (entry_id, account_id, asset, amount, balance_after) VALUES ${postValues.join(', ')}`,
      postParams,
    );
  }
  return { entryId, created: true };
}

/**
 * Locks the accounts of an entry in key order (so that two entries never wait
 * on each other), creating the ones that do not exist yet with a zero balance.
 */
async function lockAccounts(
  tx: Queryable,
  keys: string[],
  byKey: Map<string, { ref: AccountRef; asset: string }>,
): Promise<Map<string, bigint>> {
  const lock = () =>
    tx.query<{ id: bigint; account_key: string }>(
      'SELECT id, account_key FROM ledger_accounts WHERE account_key = ANY($1) ORDER BY account_key FOR UPDATE',
      [keys],
    );
  let rows = await lock();
  if (rows.length < keys.length) {
    const have = new Set(rows.map((r) => r.account_key));
    for (const key of keys.filter((k) => !have.has(k))) {
      const a = byKey.get(key)!;
      await tx.query(
        `INSERT INTO ledger_accounts (account_key, merchant_id, platform_account, asset, bucket)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (account_key) DO NOTHING`,
        [
          key,
          'merchantId' in a.ref ? a.ref.merchantId : null,
          'platform' in a.ref ? a.ref.platform : null,
          a.asset,
          'merchantId' in a.ref ? a.ref.bucket : 'main',
        ],
      );
    }
    rows = await lock();
  }
  return new Map(rows.map((r) => [r.account_key, r.id]));
}

export type Buckets = Record<Bucket, bigint> & { total: bigint };

/** Every bucket of every asset the merchant holds (zeros for buckets never touched). */
export async function merchantBalances(db: Queryable, merchantId: string, assets: string[]) {
  const rows = await db.query<{ asset: string; bucket: Bucket; balance: bigint }>(
    'SELECT asset, bucket, balance FROM ledger_accounts WHERE merchant_id = $1',
    [merchantId],
  );
  const out = new Map<string, Buckets>();
  for (const asset of assets) {
    out.set(asset, { available: 0n, frozen: 0n, settlement: 0n, deposit: 0n, total: 0n });
  }
  for (const r of rows) {
    const b = out.get(r.asset);
    if (!b || !merchantBuckets.includes(r.bucket)) continue;
    b[r.bucket] = r.balance;
    b.total += r.balance;
  }
  return out;
}

/** The merchant's latest postings, newest first. */
export async function recentMovements(db: Queryable, merchantId: string, limit: number) {
  return db.query<{
    id: bigint;
    kind: string;
    asset: string;
    amount: bigint;
    bucket: string;
    ref_type: string;
    ref_id: string;
    created_at: Date;
  }>(
    `SELECT p.id, e.kind, p.asset, p.amount, a.bucket, e.ref_type, e.ref_id, e.created_at
     FROM ledger_accounts a JOIN postings p ON p.account_id = a.id JOIN journal_entries e ON e.id = p.entry_id
     WHERE a.merchant_id = $1 ORDER BY p.id DESC LIMIT $2`,
    [merchantId, limit],
  );
}
