import type { Lang } from '../messages-lang';

/** Messages of the fiat account: top-ups, their statements and their review. */
export const fiatMessages = {
  currency_disabled: {
    cn: '该币种暂未开放充值',
    en: 'Top-ups in this currency are not open yet',
  },
  amount_not_positive: { cn: '金额必须大于 0', en: 'The amount must be more than 0' },
  value_date_future: { cn: '到账日期不能晚于今天', en: 'The value date cannot be in the future' },
  topup_bank_account_invalid: {
    cn: '请选择您已保存的银行账户',
    en: 'Choose one of your saved bank accounts',
  },
  topup_bank_account_currency_mismatch: {
    cn: '该银行账户的币种与充值币种不一致',
    en: 'This bank account is in another currency',
  },
  statement_required: { cn: '请上传银行水单', en: 'Upload the bank statement' },
  statement_type: {
    cn: '{name}：仅支持 PDF、JPG、JPEG、PNG、BMP 或 ZIP、RAR 压缩包（按文件内容识别）',
    en: '{name}: only PDF, JPG, JPEG, PNG, BMP or a ZIP/RAR archive is accepted (checked by content)',
  },
  statement_empty: { cn: '{name}：文件为空', en: '{name}: the file is empty' },
  statement_too_large: { cn: '水单不能超过 {max} MB', en: 'The statement may be at most {max} MB' },
  statement_name_invalid: {
    cn: '{name}：文件名不能包含路径或控制字符',
    en: '{name}: the file name must not contain a path (/ \\ ..) or control characters',
  },
  topup_upload_malformed: { cn: '上传内容格式错误', en: 'The upload is malformed' },
  topup_not_multipart: {
    cn: '请以 multipart/form-data 上传',
    en: 'Send the top-up as multipart/form-data',
  },
  topup_not_submitted: { cn: '该充值已处理', en: 'This top-up was already decided' },
  topup_self_approval: {
    cn: '审核人不能是充值商户本人',
    en: 'An operator cannot decide a top-up of their own merchant account',
  },
  received_not_above_fee: {
    cn: '到账金额需大于手续费 {fee}',
    en: 'The amount received must be more than the fee of {fee}',
  },
} as const satisfies Record<string, Record<Lang, string>>;
