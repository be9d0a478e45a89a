/** Messages of the bank files: why a file is refused, and the operators' decisions on credits. */
export const bankFileMessages = {
  bank_rail_not_files: {
    cn: '当前银行通道不使用 ISO 20022 文件（BANK_RAIL=iso20022 时可用）',
    en: 'The bank rail in use does not exchange ISO 20022 files (set BANK_RAIL=iso20022)',
  },
  bank_file_not_multipart: {
    cn: '请以 multipart/form-data 上传文件（文件字段名 file）',
    en: 'Send the file as multipart/form-data (one part named file)',
  },
  bank_file_required: { cn: '请上传银行文件', en: 'Upload the bank file' },
  bank_file_too_large: { cn: '文件不能超过 {max} MB', en: 'The file may be at most {max} MB' },
  bank_file_empty: { cn: '文件为空', en: 'The file is empty' },
  bank_file_not_xml: { cn: '文件不是 UTF-8 编码的 XML', en: 'The file is not XML in UTF-8' },
  bank_file_doctype: {
    cn: '文件含有 DOCTYPE 或实体声明，ISO 20022 报文不允许，已拒绝',
    en: 'The file declares a DOCTYPE or entities, which ISO 20022 messages never do: refused',
  },
  bank_file_kind: {
    cn: '无法识别的报文：仅接受 pain.002.001.10、camt.053.001.08、camt.054.001.08',
    en: 'Unknown message: only pain.002.001.10, camt.053.001.08 and camt.054.001.08 are read',
  },
  bank_file_schema: {
    cn: '文件不符合 {kind} 的 XSD：{detail}',
    en: 'The file does not follow the {kind} XSD: {detail}',
  },
  bank_file_account: {
    cn: '文件针对的账户 {account} 不是平台的账户',
    en: "The file is about account {account}, which is not one of the platform's",
  },
  bank_file_unknown_message: {
    cn: '状态报告针对的报文 {message} 不是平台发出的',
    en: 'The status report answers message {message}, which the platform did not send',
  },
  bank_file_amount: {
    cn: '金额 {amount} 超出 {currency} 的精度',
    en: 'The amount {amount} is too precise for {currency}',
  },
  bank_credit_not_unmatched: { cn: '该到账已处理', en: 'This credit has been handled already' },
  bank_credit_topup_invalid: {
    cn: '请选择同币种、待审核的充值',
    en: 'Choose a submitted top-up in the same currency',
  },
} as const;
