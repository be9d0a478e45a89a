import { fromMinor } from '@mc/contract';
import { XMLBuilder } from 'fast-xml-parser';

/** The platform's account a batch is paid from. */
export interface DebtorAccount {
  holder: string;
  accountNumber: string;
  swiftCode: string;
  currency: string;
  decimals: number;
}

export interface InstructedTransfer {
  endToEndId: string;
  amount: bigint;
  holder: string;
  accountNumber: string;
  swiftCode: string;
  country: string;
  /** What the creditor reads on its statement. */
  remittance: string;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  indentBy: ' ',
  suppressEmptyNode: true,
});

const IBAN = /^[A-Z]{2}[0-9]{2}[A-Za-z0-9]{1,30}$/;
/** An account by IBAN when it is one, else by the bank's own number. */
const accountId = (n: string) => {
  const compact = n.replace(/\s+/g, '');
  return IBAN.test(compact) ? { IBAN: compact } : { Othr: { Id: n.slice(0, 34) } };
};
/** Texts of the message are at most 140 characters (Max140Text); identifiers at most 35. */
const max = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/**
 * A pain.001.001.09 customer credit transfer initiation: one payment information block from one
 * debtor account in one currency, one transaction per transfer, each named by its end-to-end id.
 * The message id is also the block's id, so that a statement booking the batch as one entry names it.
 */
export function buildPain001(msg: {
  messageId: string;
  createdAt: Date;
  executionDate: string;
  initiator: string;
  debtor: DebtorAccount;
  transfers: InstructedTransfer[];
}): { xml: string; total: bigint } {
  const { debtor } = msg;
  const total = msg.transfers.reduce((s, t) => s + t.amount, 0n);
  const sum = fromMinor(total, debtor.decimals);
  const doc = {
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    Document: {
      '@xmlns': 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09',
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: msg.messageId,
          CreDtTm: msg.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          NbOfTxs: msg.transfers.length,
          CtrlSum: sum,
          InitgPty: { Nm: max(msg.initiator, 140) },
        },
        PmtInf: {
          PmtInfId: msg.messageId,
          PmtMtd: 'TRF',
          BtchBookg: 'false',
          NbOfTxs: msg.transfers.length,
          CtrlSum: sum,
          ReqdExctnDt: { Dt: msg.executionDate },
          Dbtr: { Nm: max(debtor.holder, 140) },
          DbtrAcct: { Id: accountId(debtor.accountNumber), Ccy: debtor.currency },
          DbtrAgt: { FinInstnId: { BICFI: debtor.swiftCode } },
          ChrgBr: 'SHAR',
          CdtTrfTxInf: msg.transfers.map((t) => ({
            PmtId: { InstrId: t.endToEndId, EndToEndId: t.endToEndId },
            Amt: { InstdAmt: { '@Ccy': debtor.currency, '#text': fromMinor(t.amount, debtor.decimals) } },
            CdtrAgt: { FinInstnId: { BICFI: t.swiftCode } },
            Cdtr: { Nm: max(t.holder, 140), PstlAdr: { Ctry: t.country } },
            CdtrAcct: { Id: accountId(t.accountNumber) },
            RmtInf: { Ustrd: max(t.remittance, 140) },
          })),
        },
      },
    },
  };
  return { xml: builder.build(doc) as string, total };
}
