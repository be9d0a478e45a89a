import { BankFileError } from './file-error';
import { child, children, parseDocument, text, texts, type XmlNode } from './xml-read';

/** One booking of a statement: a whole entry, or one transaction of a batch entry. */
export interface Booking {
  /** The bank's id of the booking: the same booking in a camt.054 and the day's camt.053 is one. */
  key: string;
  direction: 'credit' | 'debit';
  /** Decimal text as written, in `currency`. */
  amount: string;
  currency: string;
  bookedOn: string | null;
  endToEndId: string | null;
  /** The batch this booking settles (a batch booked as one entry names its payment information id). */
  paymentInfoId: string | null;
  /** Remittance information: the unstructured lines and the structured creditor references. */
  reference: string;
  counterparty: string | null;
  reversal: boolean;
}

export interface Statement {
  id: string;
  /** The account: its IBAN or other identification. */
  account: string;
  currency: string | null;
  bookings: Booking[];
}

export interface BankStatement {
  messageId: string;
  statements: Statement[];
}

const partyName = (tx: XmlNode | undefined, role: 'Dbtr' | 'Cdtr') =>
  text(tx, 'RltdPties', role, 'Pty', 'Nm') ?? text(tx, 'RltdPties', role, 'Agt', 'FinInstnId', 'Nm');

function remittance(tx: XmlNode | undefined): string {
  const rmt = child(tx, 'RmtInf');
  const refs = children(rmt, 'Strd').map((s) => text(s, 'CdtrRefInf', 'Ref') ?? '');
  return [...texts(rmt, 'Ustrd'), ...refs].filter(Boolean).join(' ').trim();
}

function bookingsOf(ntry: XmlNode, at: string): Booking[] {
  const direction = text(ntry, 'CdtDbtInd') === 'CRDT' ? 'credit' : 'debit';
  const base = {
    direction,
    currency: child(ntry, 'Amt')?.['@Ccy'] as string,
    bookedOn: text(ntry, 'BookgDt', 'Dt') ?? text(ntry, 'BookgDt', 'DtTm')?.slice(0, 10) ?? null,
    reversal: text(ntry, 'RvslInd') === 'true',
  } as const;
  const id = text(ntry, 'AcctSvcrRef') ?? text(ntry, 'NtryRef') ?? at;
  const details = children(ntry, 'NtryDtls');
  const txs = details.flatMap((d) => children(d, 'TxDtls'));
  const batchId = details.map((d) => text(d, 'Btch', 'PmtInfId')).find(Boolean) ?? null;
  if (txs.length === 0) {
    return [
      {
        ...base,
        key: `${id}`,
        amount: text(ntry, 'Amt')!,
        endToEndId: null,
        paymentInfoId: batchId,
        reference: text(ntry, 'AddtlNtryInf') ?? '',
        counterparty: null,
      },
    ];
  }
  return txs.map((tx, i) => {
    const e2e = text(tx, 'Refs', 'EndToEndId');
    return {
      ...base,
      key: txs.length === 1 ? id : `${id}/${text(tx, 'Refs', 'AcctSvcrRef') ?? i + 1}`,
      amount: text(tx, 'Amt') ?? text(ntry, 'Amt')!,
      currency: (child(tx, 'Amt')?.['@Ccy'] as string | undefined) ?? base.currency,
      endToEndId: e2e && e2e !== 'NOTPROVIDED' ? e2e : null,
      paymentInfoId: text(tx, 'Refs', 'PmtInfId') ?? batchId,
      reference: remittance(tx) || (text(ntry, 'AddtlNtryInf') ?? ''),
      counterparty: partyName(tx, direction === 'credit' ? 'Dbtr' : 'Cdtr'),
    };
  });
}

/**
 * Reads a camt.053.001.08 (statements) or camt.054.001.08 (notifications), already checked against
 * its XSD. Only booked entries (status BOOK) are kept: pending and information entries move nothing.
 */
export function readStatement(xml: string, kind: 'camt.053' | 'camt.054'): BankStatement {
  const root = child(parseDocument(xml), kind === 'camt.053' ? 'BkToCstmrStmt' : 'BkToCstmrDbtCdtNtfctn');
  const messageId = text(root, 'GrpHdr', 'MsgId');
  if (!root || !messageId) throw new BankFileError('bank_file_kind');
  const reports = children(root, kind === 'camt.053' ? 'Stmt' : 'Ntfctn');
  const statements = reports.map((s, si): Statement => {
    const account = text(s, 'Acct', 'Id', 'IBAN') ?? text(s, 'Acct', 'Id', 'Othr', 'Id') ?? '';
    const entries = children(s, 'Ntry').filter(
      (n) => (text(n, 'Sts', 'Cd') ?? text(n, 'Sts', 'Prtry')) === 'BOOK',
    );
    return {
      id: text(s, 'Id') ?? `${si + 1}`,
      account,
      currency: text(s, 'Acct', 'Ccy'),
      bookings: entries.flatMap((n, ni) => bookingsOf(n, `${messageId}/${si + 1}/${ni + 1}`)),
    };
  });
  return { messageId, statements };
}
