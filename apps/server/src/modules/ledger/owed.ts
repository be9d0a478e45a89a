import type { Queryable } from '../../db/client';
import { type AccountRef, accountKey, merchantBucket } from './accounts';
import type { EntryInput } from './entry';

/** The entry that repays what a merchant owes: refType `journal_entry`, the credit that repaid it. */
export const OWED_REPAID = 'owed_repaid';

interface Credited {
  entryId: bigint;
  input: EntryInput;
  nets: [
    string,
    { ref: { merchantId: string; bucket: string } | { platform: string }; asset: string; amount: bigint },
  ][];
}

type Nets = Credited['nets'];

/** The credits of an entry to a merchant's available balance: what may repay what it owes. */
function creditsOf(input: EntryInput, nets: Nets) {
  if (input.kind === OWED_REPAID) return [];
  const out: { merchantId: string; asset: string; amount: bigint }[] = [];
  for (const [, n] of nets) {
    if ('merchantId' in n.ref && n.ref.bucket === 'available' && n.amount > 0n)
      out.push({ merchantId: n.ref.merchantId, asset: n.asset, amount: n.amount });
  }
  return out;
}

const owedKey = (c: { merchantId: string; asset: string }) =>
  accountKey(merchantBucket(c.merchantId, 'owed'), c.asset);

/** The owed accounts an entry's credits may repay (read, locked, when the entry is booked). */
export function owedKeysOf(input: EntryInput, nets: Nets): string[] {
  return [...new Set(creditsOf(input, nets).map(owedKey))];
}

/**
 * What a merchant owes in an asset (bucket `owed`, at or below zero) is repaid first from the credits
 * of that asset to its available balance: for each credit of a batch, an entry moves from available
 * to owed the least of the credit, what is owed and what is available after the batch. The owed
 * accounts are locked after the balances the batch moved: `owedBelowZero` when the booking read them
 * so already, else here. Answers the repayments to book.
 */
export async function owedRepayments(
  tx: Queryable,
  booked: readonly Credited[],
  availableAfter: (key: string) => bigint | undefined,
  owedBelowZero?: readonly { account_key: string; balance: bigint }[],
): Promise<EntryInput[]> {
  const credits = booked.flatMap((b) =>
    creditsOf(b.input, b.nets).map((c) => ({ ...c, entryId: b.entryId, input: b.input })),
  );
  if (!credits.length) return [];
  const keys = [...new Set(credits.map(owedKey))].sort();
  const owed =
    owedBelowZero ??
    (await tx.query<{ account_key: string; balance: bigint }>(
      `SELECT account_key, balance FROM ledger_accounts WHERE account_key = ANY($1::text[]) AND balance < 0
       ORDER BY account_key FOR UPDATE`,
      [keys],
      { prepared: true },
    ));
  if (!owed.length) return [];
  const left = new Map(owed.map((o) => [o.account_key, -o.balance]));
  const spendable = new Map<string, bigint>();
  const out: EntryInput[] = [];
  for (const c of credits) {
    const key = owedKey(c);
    const due = left.get(key) ?? 0n;
    if (due <= 0n) continue;
    const availableKey = accountKey(merchantBucket(c.merchantId, 'available'), c.asset);
    const available = spendable.get(availableKey) ?? availableAfter(availableKey) ?? 0n;
    const repay = [c.amount, due, available].reduce((a, b) => (b < a ? b : a));
    if (repay <= 0n) continue;
    left.set(key, due - repay);
    spendable.set(availableKey, available - repay);
    out.push({
      kind: OWED_REPAID,
      refType: 'journal_entry',
      refId: String(c.entryId),
      merchantId: c.merchantId,
      at: c.input.at,
      memo: `owed repaid from ${c.input.kind}`,
      lines: [
        { account: merchantBucket(c.merchantId, 'available'), asset: c.asset, amount: -repay },
        { account: merchantBucket(c.merchantId, 'owed'), asset: c.asset, amount: repay },
      ],
      history: {
        type: 'owed_repaid',
        status: c.input.history?.status ?? 'completed',
        network: c.input.history?.network ?? null,
        orderNo: c.input.history?.orderNo ?? null,
        counterparty: null,
        txHash: null,
        remark: null,
      },
    });
  }
  return out;
}

/**
 * The balance of an account, locked until the caller's transaction ends (zero when it has none yet):
 * what a booking that depends on the balance reads before it books.
 */
export async function lockedBalance(tx: Queryable, account: AccountRef, asset: string): Promise<bigint> {
  const [row] = await tx.query<{ balance: bigint }>(
    'SELECT balance FROM ledger_accounts WHERE account_key = $1 FOR UPDATE',
    [accountKey(account, asset)],
  );
  return row?.balance ?? 0n;
}

/** The balance of an account (zero when it has none yet), as committed. */
export async function accountBalance(q: Queryable, account: AccountRef, asset: string): Promise<bigint> {
  const [row] = await q.query<{ balance: bigint }>(
    'SELECT balance FROM ledger_accounts WHERE account_key = $1',
    [accountKey(account, asset)],
  );
  return row?.balance ?? 0n;
}
