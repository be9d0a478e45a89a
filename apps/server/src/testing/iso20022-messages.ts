/**
 * ISO 20022 messages written the way banks write them, for the bank rail's tests: camt.053 statements
 * and camt.054 notifications (single and batch bookings, charges, foreign currency amounts, pending
 * entries), pain.002 status reports, and hostile files.
 */

/** The platform's USD account (fiat_currencies' seed). */
export const USD_ACCOUNT = '787001234567838';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface CamtTx {
  endToEndId?: string;
  amount?: string;
  payer?: string;
  payee?: string;
  remittance?: string[];
  /** A structured creditor reference instead of (or beside) the unstructured lines. */
  creditorRef?: string;
  /** The amount as the payer instructed it, in its own currency (AmtDtls/InstdAmt). */
  instructed?: { amount: string; currency: string; rate: string };
}

export interface CamtEntry {
  ref: string;
  direction: 'CRDT' | 'DBIT';
  amount: string;
  status?: 'BOOK' | 'PDNG' | 'INFO';
  bookedOn?: string;
  /** Transactions of the entry (none: a single booking without details). */
  txs?: CamtTx[];
  /** A batch booked as one entry, naming the payment information id it settles. */
  batch?: { paymentInfoId: string; count: number };
  /** Charges the bank took on this entry. */
  charges?: string;
  info?: string;
  reversal?: boolean;
}

const txXml = (tx: CamtTx, ccy: string, dir: 'CRDT' | 'DBIT') => `
      <TxDtls>
       <Refs>${tx.endToEndId ? `<EndToEndId>${esc(tx.endToEndId)}</EndToEndId>` : '<EndToEndId>NOTPROVIDED</EndToEndId>'}</Refs>
       ${tx.amount ? `<Amt Ccy="${ccy}">${tx.amount}</Amt><CdtDbtInd>${dir}</CdtDbtInd>` : ''}
       ${
         tx.instructed
           ? `<AmtDtls><InstdAmt><Amt Ccy="${tx.instructed.currency}">${tx.instructed.amount}</Amt><CcyXchg><SrcCcy>${tx.instructed.currency}</SrcCcy><TrgtCcy>${ccy}</TrgtCcy><XchgRate>${tx.instructed.rate}</XchgRate></CcyXchg></InstdAmt></AmtDtls>`
           : ''
       }
       <RltdPties>
        ${tx.payer ? `<Dbtr><Pty><Nm>${esc(tx.payer)}</Nm></Pty></Dbtr>` : ''}
        ${tx.payee ? `<Cdtr><Pty><Nm>${esc(tx.payee)}</Nm></Pty></Cdtr>` : ''}
       </RltdPties>
       ${
         tx.remittance || tx.creditorRef
           ? `<RmtInf>${(tx.remittance ?? []).map((l) => `<Ustrd>${esc(l)}</Ustrd>`).join('')}${
               tx.creditorRef
                 ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${esc(tx.creditorRef)}</Ref></CdtrRefInf></Strd>`
                 : ''
             }</RmtInf>`
           : ''
       }
      </TxDtls>`;

const entryXml = (e: CamtEntry, ccy: string) => `
   <Ntry>
    <NtryRef>${e.ref}</NtryRef>
    <Amt Ccy="${ccy}">${e.amount}</Amt>
    <CdtDbtInd>${e.direction}</CdtDbtInd>
    ${e.reversal ? '<RvslInd>true</RvslInd>' : ''}
    <Sts><Cd>${e.status ?? 'BOOK'}</Cd></Sts>
    <BookgDt><Dt>${e.bookedOn ?? '2026-11-30'}</Dt></BookgDt>
    <ValDt><Dt>${e.bookedOn ?? '2026-11-30'}</Dt></ValDt>
    <AcctSvcrRef>${e.ref}</AcctSvcrRef>
    <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${e.direction === 'CRDT' ? 'RCDT' : 'ICDT'}</Cd><SubFmlyCd>${e.charges ? 'CHRG' : 'XBCT'}</SubFmlyCd></Fmly></Domn></BkTxCd>
    ${e.charges ? `<Chrgs><TtlChrgsAndTaxAmt Ccy="${ccy}">${e.charges}</TtlChrgsAndTaxAmt><Rcrd><Amt Ccy="${ccy}">${e.charges}</Amt><CdtDbtInd>DBIT</CdtDbtInd></Rcrd></Chrgs>` : ''}
    ${
      e.txs || e.batch
        ? `<NtryDtls>${e.batch ? `<Btch><PmtInfId>${e.batch.paymentInfoId}</PmtInfId><NbOfTxs>${e.batch.count}</NbOfTxs></Btch>` : ''}${(e.txs ?? []).map((t) => txXml(t, ccy, e.direction)).join('')}</NtryDtls>`
        : ''
    }
    ${e.info ? `<AddtlNtryInf>${esc(e.info)}</AddtlNtryInf>` : ''}
   </Ntry>`;

/** A camt.053.001.08 end-of-day statement of one account. */
export function camt053(s: {
  messageId: string;
  account: string;
  currency: string;
  entries: CamtEntry[];
  iban?: boolean;
}) {
  const id = s.iban ? `<IBAN>${s.account}</IBAN>` : `<Othr><Id>${s.account}</Id></Othr>`;
  const bal = (cd: string) =>
    `<Bal><Tp><CdOrPrtry><Cd>${cd}</Cd></CdOrPrtry></Tp><Amt Ccy="${s.currency}">100000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-30</Dt></Dt></Bal>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
 <BkToCstmrStmt>
  <GrpHdr><MsgId>${s.messageId}</MsgId><CreDtTm>2026-11-30T18:00:00+08:00</CreDtTm></GrpHdr>
  <Stmt>
   <Id>${s.messageId}-1</Id>
   <ElctrncSeqNb>1</ElctrncSeqNb>
   <CreDtTm>2026-11-30T18:00:00+08:00</CreDtTm>
   <Acct><Id>${id}</Id><Ccy>${s.currency}</Ccy><Svcr><FinInstnId><BICFI>HASEHKHH</BICFI></FinInstnId></Svcr></Acct>
   ${bal('OPBD')}${bal('CLBD')}
   ${s.entries.map((e) => entryXml(e, s.currency)).join('')}
  </Stmt>
 </BkToCstmrStmt>
</Document>
`;
}

/** A camt.054.001.08 debit/credit notification of one account. */
export function camt054(s: { messageId: string; account: string; currency: string; entries: CamtEntry[] }) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
 <BkToCstmrDbtCdtNtfctn>
  <GrpHdr><MsgId>${s.messageId}</MsgId><CreDtTm>2026-11-30T10:15:00+08:00</CreDtTm></GrpHdr>
  <Ntfctn>
   <Id>${s.messageId}-1</Id>
   <Acct><Id><Othr><Id>${s.account}</Id></Othr></Id><Ccy>${s.currency}</Ccy></Acct>
   ${s.entries.map((e) => entryXml(e, s.currency)).join('')}
  </Ntfctn>
 </BkToCstmrDbtCdtNtfctn>
</Document>
`;
}

export interface StatusTx {
  endToEndId: string;
  status: 'ACCP' | 'ACSP' | 'ACSC' | 'ACTC' | 'ACWC' | 'PDNG' | 'RJCT';
  reason?: string;
  info?: string;
}

/** A pain.002.001.10 status report answering one of our pain.001 messages. */
export function pain002(s: {
  messageId: string;
  originalMessageId: string;
  group?: { status: 'ACCP' | 'PART' | 'RJCT' | 'ACTC'; reason?: string; info?: string };
  txs?: StatusTx[];
}) {
  const reason = (code?: string, info?: string) =>
    code
      ? `<StsRsnInf><Rsn><Cd>${code}</Cd></Rsn>${info ? `<AddtlInf>${esc(info)}</AddtlInf>` : ''}</StsRsnInf>`
      : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10">
 <CstmrPmtStsRpt>
  <GrpHdr><MsgId>${s.messageId}</MsgId><CreDtTm>2026-11-30T11:00:00Z</CreDtTm><DbtrAgt><FinInstnId><BICFI>HASEHKHH</BICFI></FinInstnId></DbtrAgt></GrpHdr>
  <OrgnlGrpInfAndSts>
   <OrgnlMsgId>${s.originalMessageId}</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId>
   ${s.group ? `<GrpSts>${s.group.status}</GrpSts>${reason(s.group.reason, s.group.info)}` : ''}
  </OrgnlGrpInfAndSts>
  ${
    s.txs?.length
      ? `<OrgnlPmtInfAndSts><OrgnlPmtInfId>${s.originalMessageId}</OrgnlPmtInfId>${s.txs
          .map(
            (t) =>
              `<TxInfAndSts><OrgnlInstrId>${t.endToEndId}</OrgnlInstrId><OrgnlEndToEndId>${t.endToEndId}</OrgnlEndToEndId><TxSts>${t.status}</TxSts>${reason(t.reason, t.info)}</TxInfAndSts>`,
          )
          .join('')}</OrgnlPmtInfAndSts>`
      : ''
  }
 </CstmrPmtStsRpt>
</Document>
`;
}

/** Hostile files: each must be refused before anything is read or booked. */
export const hostile = {
  /** An external entity that would read a local file. */
  xxe: `<?xml version="1.0"?>
<!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>&x;</MsgId></GrpHdr></BkToCstmrStmt></Document>`,
  /** Entities that expand a few hundred bytes into gigabytes. */
  billionLaughs: `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
<!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">]>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>&lol4;</MsgId></GrpHdr></BkToCstmrStmt></Document>`,
  /** A file of 50 MB (a valid head, then padding). */
  huge: () =>
    Buffer.concat([
      Buffer.from(
        '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><!--',
      ),
      Buffer.alloc(50 * 1024 * 1024, 0x61),
      Buffer.from('--></Document>'),
    ]),
  notXml: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj'),
  latin1: Buffer.from([0x3c, 0x61, 0x3e, 0xe9, 0x3c, 0x2f, 0x61, 0x3e]),
  otherMessage: `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pacs.008.001.08"><FIToFICstmrCdtTrf/></Document>`,
};
