import { randomUUID } from 'node:crypto';
import { toMinor } from '@mc/contract';
import type { Queryable } from '../../../db/client';
import type { BankStatement, Booking } from './camt';
import { BankFileError } from './file-error';
import { filesRepo, type NewEntry, type TransferRow } from './repo';
import type { PlatformBankAccount } from './rows';

type Change = { id: string; state: TransferRow['state']; reasonCode: string | null; reason: string | null };

const compact = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/**
 * Applies a camt.053/054: every statement must be of one of the platform's accounts (else the whole
 * file is refused). A booking seen before (its key) is kept as repeated and changes nothing. A debit
 * books the transfer its end-to-end id names (or every transfer of the batch its payment information
 * id names, when the amounts agree); a credit waits for the fiat account's matching (`received`).
 */
export async function applyStatement(
  tx: Queryable,
  st: BankStatement,
  accounts: PlatformBankAccount[],
): Promise<{ entries: NewEntry[]; changes: Change[]; account: string | null; currency: string | null }> {
  const entries: NewEntry[] = [];
  const changes = new Map<string, Change>();
  const plan: { b: Booking; account: PlatformBankAccount; key: string; amount: bigint }[] = [];
  for (const s of st.statements) {
    const account = accounts.find(
      (a) => compact(a.accountNumber) === compact(s.account) && (!s.currency || s.currency === a.currency),
    );
    if (!account) throw new BankFileError('bank_file_account', { account: s.account || '?' });
    for (const b of s.bookings) {
      const amount = b.currency === account.currency ? toMinor(b.amount, account.decimals) : null;
      if (amount === null) {
        throw new BankFileError('bank_file_amount', {
          amount: `${b.amount} ${b.currency}`,
          currency: account.currency,
        });
      }
      plan.push({ b, account, key: `${compact(account.accountNumber)}:${b.key}`, amount });
    }
  }
  const known = await filesRepo.knownKeys(
    tx,
    plan.map((p) => p.key),
  );
  const e2es = plan.flatMap((p) => (p.b.direction === 'debit' && p.b.endToEndId ? [p.b.endToEndId] : []));
  const byE2e = new Map((await filesRepo.transfersByE2e(tx, e2es)).map((t) => [t.end_to_end_id, t]));
  const seen = new Set<string>();
  for (const { b, account, key, amount } of plan) {
    const base: NewEntry = {
      id: randomUUID(),
      kind: b.direction,
      key,
      state: 'unmatched',
      transferId: null,
      endToEndId: b.endToEndId,
      reference: b.reference || null,
      amount,
      currency: account.currency,
      counterparty: b.counterparty,
      bookedOn: b.bookedOn,
      reasonCode: null,
      reason: null,
      miss: null,
    };
    if (known.has(key) || seen.has(key)) {
      entries.push({ ...base, state: 'repeated' });
      continue;
    }
    seen.add(key);
    if (b.reversal) {
      entries.push({ ...base, miss: 'reversal' });
    } else if (b.direction === 'credit') {
      entries.push({ ...base, state: 'received' });
    } else {
      entries.push(await debitEntry(tx, base, b, amount, byE2e, changes));
    }
  }
  const first = plan[0]?.account;
  return {
    entries,
    changes: [...changes.values()],
    account: first?.accountNumber ?? null,
    currency: first?.currency ?? null,
  };
}

async function debitEntry(
  tx: Queryable,
  base: NewEntry,
  b: Booking,
  amount: bigint,
  byE2e: Map<string, TransferRow>,
  changes: Map<string, Change>,
): Promise<NewEntry> {
  const open = (t: TransferRow) => {
    const state = changes.get(t.id)?.state ?? t.state;
    return state === 'sent' || state === 'accepted';
  };
  const book = (t: TransferRow) =>
    changes.set(t.id, { id: t.id, state: 'booked', reasonCode: null, reason: null });
  const t = b.endToEndId ? byE2e.get(b.endToEndId) : undefined;
  if (t) {
    if (!open(t)) return { ...base, transferId: t.id, miss: 'transfer_settled' };
    if (t.amount !== amount || t.currency !== base.currency) {
      return { ...base, transferId: t.id, miss: 'amount_differs' };
    }
    book(t);
    return { ...base, state: 'matched', transferId: t.id };
  }
  if (!b.endToEndId && b.paymentInfoId) {
    const file = await filesRepo.fileByMessage(tx, 'out', 'pain.001', b.paymentInfoId);
    const batch = file ? (await filesRepo.transfersOfFile(tx, file.id)).filter(open) : [];
    if (batch.length && batch.reduce((s, x) => s + x.amount, 0n) === amount) {
      for (const x of batch) book(x);
      return { ...base, state: 'matched' };
    }
  }
  return { ...base, miss: 'no_transfer' };
}
