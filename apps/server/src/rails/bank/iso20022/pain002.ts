import { BankFileError } from './file-error';
import { child, children, parseDocument, text, texts, type XmlNode } from './xml-read';

/** A transfer's status as the bank reports it: accepted (any of the accepting codes) or rejected. */
export interface TransferStatus {
  endToEndId: string | null;
  instructionId: string | null;
  /** The ISO code as sent (ACCP, ACSP, ACSC, ACTC, ACWC, PDNG, RJCT, …). */
  code: string;
  rejected: boolean;
  reasonCode: string | null;
  reasonText: string | null;
}

export interface StatusReport {
  messageId: string;
  originalMessageId: string;
  /** A status given to the whole message (RJCT here rejects every transfer of it). */
  group: TransferStatus | null;
  /** A status given to a whole payment information block, by its id. */
  payments: { paymentInfoId: string; status: TransferStatus }[];
  transactions: TransferStatus[];
}

const statusOf = (
  code: string,
  reasons: XmlNode[],
  ids: { endToEndId?: string | null; instructionId?: string | null } = {},
): TransferStatus => {
  const first = reasons[0];
  const reasonCode = text(first, 'Rsn', 'Cd') ?? text(first, 'Rsn', 'Prtry');
  const addtl = reasons.flatMap((r) => texts(r, 'AddtlInf')).join(' ');
  return {
    endToEndId: ids.endToEndId ?? null,
    instructionId: ids.instructionId ?? null,
    code,
    rejected: code === 'RJCT',
    reasonCode: reasonCode ?? (code === 'RJCT' ? 'NARR' : null),
    reasonText: addtl || null,
  };
};

/** Reads a pain.002.001.10 (already checked against its XSD). */
export function readStatusReport(xml: string): StatusReport {
  const report = child(parseDocument(xml), 'CstmrPmtStsRpt');
  const messageId = text(report, 'GrpHdr', 'MsgId');
  const original = child(report, 'OrgnlGrpInfAndSts');
  const originalMessageId = text(original, 'OrgnlMsgId');
  if (!report || !messageId || !originalMessageId) throw new BankFileError('bank_file_kind');
  const groupCode = text(original, 'GrpSts');
  const payments: StatusReport['payments'] = [];
  const transactions: TransferStatus[] = [];
  for (const p of children(report, 'OrgnlPmtInfAndSts')) {
    const code = text(p, 'PmtInfSts');
    const id = text(p, 'OrgnlPmtInfId');
    if (code && id) payments.push({ paymentInfoId: id, status: statusOf(code, children(p, 'StsRsnInf')) });
    for (const t of children(p, 'TxInfAndSts')) {
      const txCode = text(t, 'TxSts');
      if (!txCode) continue;
      transactions.push(
        statusOf(txCode, children(t, 'StsRsnInf'), {
          endToEndId: text(t, 'OrgnlEndToEndId'),
          instructionId: text(t, 'OrgnlInstrId'),
        }),
      );
    }
  }
  return {
    messageId,
    originalMessageId,
    group: groupCode ? statusOf(groupCode, children(original, 'StsRsnInf')) : null,
    payments,
    transactions,
  };
}
