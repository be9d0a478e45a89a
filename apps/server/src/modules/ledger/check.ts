import type { Db, Queryable } from '../../db/client';

export interface Violation {
  rule: string;
  detail: string;
}

export type InvariantCheck = (db: Queryable) => Promise<Violation[]>;

const rows = (db: Queryable, sql: string) => db.query<{ detail: string }>(sql);

/** The ledger's own invariants (PRODUCT.md "Money"). */
export const ledgerInvariants: InvariantCheck = async (db) => {
  const out: Violation[] = [];
  const add = (rule: string, found: { detail: string }[]) => {
    for (const r of found) out.push({ rule, detail: r.detail });
  };
  add(
    'entries sum to zero per currency',
    await rows(
      db,
      `SELECT 'entry ' || entry_id || ' ' || asset || ' sums to ' || sum(amount) AS detail
       FROM postings GROUP BY entry_id, asset HAVING sum(amount) <> 0`,
    ),
  );
  add(
    'each balance equals the sum of its postings',
    await rows(
      db,
      `SELECT a.account_key || ' balance ' || a.balance || ' <> postings ' || coalesce(p.s, 0) AS detail
       FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) AS s FROM postings GROUP BY account_id) p
         ON p.account_id = a.id
       WHERE a.balance <> coalesce(p.s, 0)`,
    ),
  );
  add(
    'no merchant bucket below zero',
    await rows(
      db,
      `SELECT account_key || ' is ' || balance AS detail FROM ledger_accounts
       WHERE merchant_id IS NOT NULL AND bucket <> 'owed' AND balance < 0`,
    ),
  );
  add(
    'what a merchant owes is never above zero',
    await rows(
      db,
      `SELECT account_key || ' is ' || balance AS detail FROM ledger_accounts WHERE bucket = 'owed' AND balance > 0`,
    ),
  );
  add(
    'postings are in their account currency',
    await rows(
      db,
      `SELECT 'posting ' || p.id || ' in ' || p.asset || ' on ' || a.account_key AS detail
       FROM postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE p.asset <> a.asset`,
    ),
  );
  add(
    'every entry has postings',
    await rows(
      db,
      `SELECT 'entry ' || e.id || ' (' || e.kind || ') has none' AS detail FROM journal_entries e
       WHERE NOT EXISTS (SELECT 1 FROM postings p WHERE p.entry_id = e.id)`,
    ),
  );
  add(
    'balance after matches the running sum',
    await rows(
      db,
      `SELECT 'posting ' || id || ' balance_after ' || balance_after || ' <> ' || running AS detail FROM (
         SELECT id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running FROM postings) x
       WHERE balance_after <> running`,
    ),
  );
  return out;
};

/**
 * The one check of the books: the ledger's own invariants and those each module registers (its
 * receipt orders, its payouts...). The composition root registers every module's (src/ledger-check.ts).
 */
export interface LedgerCheck {
  register(check: InvariantCheck): LedgerCheck;
  /**
   * Every check in one read-only REPEATABLE READ snapshot: on a live database a payout committed
   * between two of its queries cannot look unbalanced.
   */
  run(db: Db): Promise<Violation[]>;
  /** Every check inside a transaction the caller holds (one that plants a break, say). */
  runIn(tx: Queryable): Promise<Violation[]>;
}

export function ledgerCheck(): LedgerCheck {
  const checks: InvariantCheck[] = [ledgerInvariants];
  const self: LedgerCheck = {
    register(check) {
      checks.push(check);
      return self;
    },
    run: (db) =>
      db.transaction(async (tx) => {
        await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
        return runChecks(tx, checks);
      }),
    runIn: (tx) => runChecks(tx, checks),
  };
  return self;
}

export async function runChecks(db: Queryable, checks: InvariantCheck[]): Promise<Violation[]> {
  const all: Violation[] = [];
  for (const check of checks) all.push(...(await check(db)));
  return all;
}
