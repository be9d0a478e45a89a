import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/client';
import { BankFileError } from './file-error';
import type { StatusReport, TransferStatus } from './pain002';
import { filesRepo, type NewEntry, type TransferRow } from './repo';

type Change = { id: string; state: TransferRow['state']; reasonCode: string | null; reason: string | null };

/**
 * Applies a pain.002 to the transfers of the pain.001 it answers: a rejection (of the message, of its
 * payment block, or of one transaction) fails each transfer not yet booked; an acceptance moves a sent
 * one on. A status for a transfer the file lacks is kept as unmatched. The entries to store are returned.
 */
export async function applyStatusReport(
  tx: Queryable,
  report: StatusReport,
): Promise<{ entries: NewEntry[]; changes: Change[]; account: string | null; currency: string | null }> {
  const original = await filesRepo.fileByMessage(tx, 'out', 'pain.001', report.originalMessageId);
  if (!original) throw new BankFileError('bank_file_unknown_message', { message: report.originalMessageId });
  const transfers = await filesRepo.transfersOfFile(tx, original.id);
  const byE2e = new Map(transfers.map((t) => [t.end_to_end_id, t]));
  const changes = new Map<string, Change>();
  const entries: NewEntry[] = [];

  const apply = (t: TransferRow, s: TransferStatus): NewEntry['state'] => {
    const current = changes.get(t.id)?.state ?? t.state;
    if (s.rejected) {
      if (current === 'booked' || current === 'rejected')
        return current === 'rejected' ? 'rejected' : 'accepted';
      changes.set(t.id, { id: t.id, state: 'rejected', reasonCode: s.reasonCode, reason: s.reasonText });
      return 'rejected';
    }
    if (current === 'sent')
      changes.set(t.id, { id: t.id, state: 'accepted', reasonCode: null, reason: null });
    return 'accepted';
  };
  const entry = (s: TransferStatus, t: TransferRow | undefined, state: NewEntry['state']): NewEntry => ({
    id: randomUUID(),
    kind: 'status',
    key: `status:${report.messageId}:${t?.end_to_end_id ?? s.endToEndId ?? entries.length}`,
    state,
    transferId: t?.id ?? null,
    endToEndId: t?.end_to_end_id ?? s.endToEndId,
    reference: s.code,
    amount: t?.amount ?? null,
    currency: t?.currency ?? null,
    counterparty: t?.holder ?? null,
    bookedOn: null,
    reasonCode: s.rejected ? s.reasonCode : null,
    reason: s.reasonText,
    miss: null,
  });

  const whole = report.group?.rejected
    ? report.group
    : report.payments.find((p) => p.paymentInfoId === original.message_id && p.status.rejected)?.status;
  if (whole) {
    for (const t of transfers) entries.push(entry(whole, t, apply(t, whole)));
  }
  for (const s of report.transactions) {
    const t = s.endToEndId
      ? byE2e.get(s.endToEndId)
      : transfers.find((x) => x.end_to_end_id === s.instructionId);
    if (!t) {
      entries.push({
        ...entry(s, undefined, 'unmatched'),
        miss: 'no_transfer',
      });
      continue;
    }
    entries.push(entry(s, t, apply(t, s)));
  }
  return { entries, changes: [...changes.values()], account: original.account, currency: original.currency };
}
