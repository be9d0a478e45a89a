import type { Lang } from '../messages-lang';

/**
 * ISO 20022 external status reason codes (ExternalStatusReason1Code) a bank gives a rejected
 * transfer, in words a merchant understands. A code not listed reads as the bank's own text.
 */
export const bankReasonTexts: Record<string, Record<Lang, string>> = {
  AC01: { cn: '收款账号有误', en: 'The account number is incorrect' },
  AC03: { cn: '收款账号无效', en: 'The creditor account number is invalid' },
  AC04: { cn: '收款账户已销户', en: 'The account is closed' },
  AC06: { cn: '收款账户已冻结', en: 'The account is blocked' },
  AG01: { cn: '该账户不允许此类交易', en: 'Transactions of this kind are forbidden on this account' },
  AG02: { cn: '交易代码或文件格式无效', en: 'Invalid transaction code or file format' },
  AM04: { cn: '付款账户余额不足', en: 'Insufficient funds on the paying account' },
  AM05: { cn: '重复付款', en: 'Duplicate payment' },
  BE01: { cn: '收款人名称与账户不符', en: "The beneficiary's name does not match the account" },
  BE04: { cn: '缺少收款人地址', en: "The beneficiary's address is missing" },
  CURR: { cn: '币种有误', en: 'Incorrect currency' },
  DUPL: { cn: '重复付款', en: 'Duplicate payment' },
  FF01: { cn: '文件格式无效', en: 'Invalid file format' },
  MD07: { cn: '收款人已身故', en: 'The beneficiary is deceased' },
  MS02: { cn: '收款人拒收，原因未说明', en: 'Refused by the beneficiary, no reason given' },
  MS03: { cn: '银行未说明原因', en: 'No reason given by the bank' },
  NARR: { cn: '见银行说明', en: "See the bank's note" },
  RC01: { cn: '收款银行代码（SWIFT/BIC）有误', en: 'The bank identifier (SWIFT/BIC) is incorrect' },
  RR01: {
    cn: '缺少付款人账户或身份信息（监管要求）',
    en: "The debtor's account or identification is missing (regulatory)",
  },
  RR02: {
    cn: '缺少付款人名称或地址（监管要求）',
    en: "The debtor's name or address is missing (regulatory)",
  },
  RR03: {
    cn: '缺少收款人名称或地址（监管要求）',
    en: "The creditor's name or address is missing (regulatory)",
  },
  RR04: { cn: '因监管原因被拒', en: 'Refused for regulatory reasons' },
  SL01: { cn: '银行特定服务导致失败', en: 'Refused by a service of the bank' },
  TM01: { cn: '超过银行截止时间', en: "Received after the bank's cut-off time" },
};

/** A payout's failure reason as stored for a bank's rejection: `AC01` then the bank's own words. */
export const bankRejection = (code: string, text: string | null) => (text ? `${code} ${text}` : code);

/** The reason in the reader's language: a stored `AC01 …` becomes its words; anything else as it is. */
export function bankReasonText(reason: string, lang: Lang): string {
  const m = /^([A-Z0-9]{4})(?:\s+(.*))?$/s.exec(reason);
  const known = m ? bankReasonTexts[m[1]!] : undefined;
  if (!m || !known) return reason;
  return m[2] ? `${known[lang]} (${m[1]}: ${m[2]})` : `${known[lang]} (${m[1]})`;
}
