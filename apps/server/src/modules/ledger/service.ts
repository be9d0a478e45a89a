import type { Queryable } from '../../db/client';
import { combined, Params, type StatementPart } from '../../db/statement';
import { type HistoryLine, historyRowsPart } from '../history';
import { type AccountRef, accountKey, type Bucket, merchantBucket, merchantBuckets } from './accounts';
import { bookEntries, InsufficientFunds, insufficientFundsOf } from './book';
import type { EntryInput, Line } from './entry';
import { historyLinesOf } from './history-lines';
import { owedKeysOf, owedRepayments } from './owed';

export { InsufficientFunds };

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
  const [booked] = await postMany(tx, [input]);
  return booked!;
}

interface Net {
  ref: AccountRef;
  asset: string;
  amount: bigint;
}

/** The lines of an entry netted per account, in account-key order. */
function netLines(lines: Line[]): [string, Net][] {
  const byKey = new Map<string, Net>();
  for (const l of lines) {
    const key = accountKey(l.account, l.asset);
    const cur = byKey.get(key);
    if (cur) cur.amount += l.amount;
    else byKey.set(key, { ref: l.account, asset: l.asset, amount: l.amount });
  }
  return [...byKey].filter(([, n]) => n.amount !== 0n).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The key an entry is known by: booking it again does nothing. */
const keyOf = (e: { kind: string; refType: string; refId: string }) =>
  `${e.kind}\u0000${e.refType}\u0000${e.refId}`;

/**
 * Books several entries in one go, as if `post` ran for each in order: the postings of the entries
 * follow one another and every balance_after is the running balance. Two statements: the entries
 * with every account they move (locked and updated once, in key order) and the owed accounts their
 * credits may repay; then the postings with their history rows. Entries booked before are skipped
 * (`created: false`). A merchant bucket that would dip below zero at any point throws InsufficientFunds.
 */
export async function postMany(
  tx: Queryable,
  inputs: EntryInput[],
): Promise<{ entryId: bigint; created: boolean }[]> {
  if (!inputs.length) return [];
  for (const input of inputs) assertBalanced(input.lines);
  // the same entry twice in one batch is booked once (its first), like two calls of `post`
  const unique = new Map<string, { n: number; input: EntryInput; nets: [string, Net][] }>();
  for (const input of inputs) {
    const key = keyOf(input);
    if (!unique.has(key)) unique.set(key, { n: unique.size + 1, input, nets: netLines(input.lines) });
  }
  const entries = [...unique.values()];
  const lineKeys = new Set(entries.flatMap((e) => e.nets.map(([key]) => key)));
  // the owed accounts are read with the move unless the batch moves one of them (then read after it)
  const owedAsked = entries.flatMap((e) => owedKeysOf(e.input, e.nets).map((key) => ({ entry: e.n, key })));
  const owedWithMove = owedAsked.every((o) => !lineKeys.has(o.key));
  const booking = await bookEntries(
    tx,
    entries.map(({ input: i }) => ({
      kind: i.kind,
      refType: i.refType,
      refId: i.refId,
      merchantId: i.merchantId ?? null,
      memo: i.memo ?? '',
      at: i.at,
    })),
    entries.flatMap((e) => e.nets.map(([key, net]) => ({ entry: e.n, key, amount: net.amount }))),
    owedWithMove ? owedAsked : [],
  );
  const unknown = entries.filter((e) => !booking.created.has(e.n) && !booking.existing.has(e.n));
  if (unknown.length) {
    // booked by a transaction that committed while this statement ran
    const rows = await tx.query<{ id: bigint; kind: string; ref_type: string; ref_id: string }>(
      `SELECT e.id, e.kind, e.ref_type, e.ref_id FROM journal_entries e
       JOIN unnest($1::text[], $2::text[], $3::text[]) AS v(kind, ref_type, ref_id)
         ON e.kind = v.kind AND e.ref_type = v.ref_type AND e.ref_id = v.ref_id`,
      [
        unknown.map((e) => e.input.kind),
        unknown.map((e) => e.input.refType),
        unknown.map((e) => e.input.refId),
      ],
    );
    const byKey = new Map(unknown.map((e) => [keyOf(e.input), e.n]));
    for (const r of rows) {
      booking.existing.set(byKey.get(keyOf({ kind: r.kind, refType: r.ref_type, refId: r.ref_id }))!, r.id);
    }
  }
  const results: { entryId: bigint; created: boolean }[] = [];
  const booked: { entryId: bigint; input: EntryInput; nets: [string, Net][] }[] = [];
  const first = new Set<number>();
  for (const input of inputs) {
    const e = unique.get(keyOf(input))!;
    const id = booking.created.get(e.n);
    if (id === undefined || first.has(e.n)) {
      results.push({ entryId: (id ?? booking.existing.get(e.n))!, created: false });
      continue;
    }
    first.add(e.n);
    results.push({ entryId: id, created: true });
    booked.push({ entryId: id, input, nets: e.nets });
  }
  if (!booked.length) return results;

  const totals = new Map<string, Net>();
  for (const b of booked) {
    for (const [key, n] of b.nets) {
      const cur = totals.get(key);
      if (cur) cur.amount += n.amount;
      else totals.set(key, { ...n });
    }
  }
  // an account that did not exist yet: nothing was moved; the missing ones are created, then moved
  const accounts = booking.accounts ?? (await moveBalances(tx, [...totals.keys()].sort(), totals));
  // Walk the entries in order from each account's balance before the batch.
  const running = new Map(
    accounts.map((a) => [
      a.account_key,
      {
        id: a.id,
        merchant: a.merchant_id !== null && !a.account_key.endsWith(':owed'),
        balance: a.balance - totals.get(a.account_key)!.amount,
      },
    ]),
  );
  const cols: [bigint[], bigint[], string[], bigint[], bigint[]] = [[], [], [], [], []];
  const history: HistoryLine[] = [];
  for (const b of booked) {
    for (const [key, n] of b.nets) {
      const acc = running.get(key)!;
      acc.balance += n.amount;
      if (acc.merchant && acc.balance < 0n) throw new InsufficientFunds();
      cols[0].push(b.entryId);
      cols[1].push(acc.id);
      cols[2].push(n.asset);
      cols[3].push(n.amount);
      cols[4].push(acc.balance);
    }
    history.push(...historyLinesOf(b, (key) => running.get(key)!.balance));
  }
  const p = new Params();
  const postings: StatementPart = {
    name: 'postings_written',
    sql: `INSERT INTO postings (entry_id, account_id, asset, amount, balance_after)
     SELECT entry_id, account_id, asset, amount, balance_after
     FROM unnest(${p.add(cols[0])}::bigint[], ${p.add(cols[1])}::bigint[], ${p.add(cols[2])}::text[],
       ${p.add(cols[3])}::bigint[], ${p.add(cols[4])}::bigint[]) WITH ORDINALITY
       AS v(entry_id, account_id, asset, amount, balance_after, n) ORDER BY n`,
  };
  const rows = historyRowsPart(p, history);
  await tx.query(combined(rows ? [postings, rows] : [postings]), p.values, { prepared: true });
  const balanceOf = (key: string) => running.get(key)?.balance;
  const repayments = await owedRepayments(tx, booked, balanceOf, owedWithMove ? booking.owed : undefined);
  if (repayments.length) await postMany(tx, repayments);
  return results;
}

/**
 * SQLSTATE of a payout whose hold the available balance does not cover: the database books every
 * payout's hold when its transaction commits (migration 009, trigger `payouts_hold`).
 */
export const HOLD_NOT_COVERED = 'MC001';

/** The first ledger row a payout's hold locks (its available balance): holds are ordered by it. */
export const holdLockKey = (merchantId: string, asset: string) =>
  accountKey(merchantBucket(merchantId, 'available'), asset);

/**
 * Locks the accounts in key order (so that two bookings never wait on each other) and adds each
 * one's net amount to its balance, in one statement; the accounts that do not exist yet are created
 * with a zero balance first (then the statement runs again). A merchant bucket below zero throws
 * InsufficientFunds.
 */
async function moveBalances(
  tx: Queryable,
  keys: string[],
  totals: Map<string, Net>,
): Promise<{ id: bigint; account_key: string; balance: bigint; merchant_id: string | null }[]> {
  const move = async () => {
    try {
      return await tx.query<{ id: bigint; account_key: string; balance: bigint; merchant_id: string | null }>(
        `WITH locked AS (
           SELECT id, account_key FROM ledger_accounts WHERE account_key = ANY($1::text[])
           ORDER BY account_key FOR UPDATE)
         UPDATE ledger_accounts a SET balance = a.balance + v.amount
         FROM locked l JOIN unnest($1::text[], $2::bigint[]) AS v(account_key, amount)
           ON v.account_key = l.account_key
         WHERE a.id = l.id AND (SELECT count(*) FROM locked) = cardinality($1::text[])
         RETURNING a.id, a.account_key, a.balance, a.merchant_id`,
        [keys, keys.map((k) => totals.get(k)!.amount)],
        { prepared: true },
      );
    } catch (err) {
      throw insufficientFundsOf(err);
    }
  };
  const moved = await move();
  if (moved.length === keys.length) return moved;
  // Not every account exists: nothing was moved, the existing ones stay locked; create the others.
  const have = new Set(
    (
      await tx.query<{ account_key: string }>(
        'SELECT account_key FROM ledger_accounts WHERE account_key = ANY($1)',
        [keys],
      )
    ).map((r) => r.account_key),
  );
  for (const key of keys.filter((k) => !have.has(k))) {
    const a = totals.get(key)!;
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
  const again = await move();
  if (again.length !== keys.length) throw new Error('a ledger account could not be created');
  return again;
}

/** Every bucket, their total, and what the merchant owes in the asset (`owed`, zero or more; not in the total). */
export type Buckets = Record<Bucket, bigint> & { total: bigint; owed: bigint };

/** Every bucket of every asset the merchant holds (zeros for buckets never touched), and what it owes. */
export async function merchantBalances(db: Queryable, merchantId: string, assets: string[]) {
  const rows = await db.query<{ asset: string; bucket: Bucket | 'owed'; balance: bigint }>(
    'SELECT asset, bucket, balance FROM ledger_accounts WHERE merchant_id = $1',
    [merchantId],
    { prepared: true },
  );
  const out = new Map<string, Buckets>();
  for (const asset of assets) {
    out.set(asset, { available: 0n, frozen: 0n, settlement: 0n, deposit: 0n, total: 0n, owed: 0n });
  }
  for (const r of rows) {
    const b = out.get(r.asset);
    if (!b) continue;
    if (r.bucket === 'owed') {
      b.owed = -r.balance;
      continue;
    }
    if (!merchantBuckets.includes(r.bucket)) continue;
    b[r.bucket] = r.balance;
    b.total += r.balance;
  }
  return out;
}
