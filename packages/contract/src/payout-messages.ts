import type { Lang } from './messages-lang';

/** Messages of paying out: remittances, withdrawals to fiat, quotes and approvals. */
export const payoutMessages = {
  remark_too_long: { cn: '备注不能超过 100 个字符', en: 'The remark is at most 100 characters' },
  remark_invalid: {
    cn: '备注只能包含英文字母、数字、空格、连字符和点',
    en: 'The remark may hold only English letters, digits, spaces, hyphens and dots',
  },
  payee_invalid: { cn: '收款人不存在', en: 'No such saved payee' },
  payee_network_mismatch: {
    cn: '该收款地址不属于所选网络或币种',
    en: 'This saved payee is for another network or asset',
  },
  amount_not_above_fee: {
    cn: '金额需大于网络手续费 {fee}',
    en: 'The amount must be more than the network fee of {fee}',
  },
  address_own_deposit: {
    cn: '不能汇款到本平台的收款地址',
    en: 'This address is a deposit address of the platform; send elsewhere',
  },
  quote_invalid: { cn: '报价不存在', en: 'No such quote' },
  quote_expired: { cn: '报价已过期，请重新获取报价', en: 'The quote has expired: get a new quote' },
  quote_used: { cn: '该报价已使用', en: 'This quote was already used' },
  fx_rate_unavailable: {
    cn: '暂时无法获取 {pair} 的汇率，请稍后重试',
    en: 'No rate for {pair} right now; try again shortly',
  },
  fiat_amount_too_small: {
    cn: '扣除手续费后到账金额过小',
    en: 'After the fee nothing would arrive: increase the amount',
  },
  payout_not_pending: { cn: '该出款不在待审批状态', en: 'This payout is not waiting for approval' },
  payout_self_approval: {
    cn: '审批人不能是出款商户本人',
    en: 'An operator cannot approve a payout of their own merchant account',
  },
  bank_account_invalid: { cn: '银行账户不存在', en: 'No such saved bank account' },
  bank_account_currency_mismatch: {
    cn: '该银行账户的币种与汇款币种不一致',
    en: 'This bank account is for another currency',
  },
  fiat_currency_disabled: { cn: '该法币币种暂未开放', en: 'This currency is not open yet' },
  bank_transfer_not_sent: {
    cn: '该银行汇款尚未发往银行，请稍后再试',
    en: 'This bank transfer has not reached the bank yet; try again shortly',
  },
  bank_transfer_not_processing: {
    cn: '该银行汇款不在处理中',
    en: 'This bank transfer is not being processed',
  },
  bank_rail_not_simulated: {
    cn: '只有模拟银行可以手动标记结果',
    en: 'Only the simulated bank takes outcomes from operators',
  },
  totp_required_for_amount: {
    cn: '该金额需要输入谷歌验证器动态码',
    en: 'This amount needs a code from your authenticator',
  },
} as const satisfies Record<string, Record<Lang, string>>;
