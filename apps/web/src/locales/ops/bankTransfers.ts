/** Texts of the back office's bank transfers (part of `ops.payouts`): their account, the simulated bank's outcomes, and their audit labels. */
export const bankTransferCn = {
  bankAccount: '收款银行账户',
  bankOutcome: '模拟银行',
  markSent: '标记已汇出',
  markFailed: '标记失败',
  markSentTitle: '标记银行汇款已汇出',
  markSentHint: '银行已将 {{what}} 汇至 {{account}}：冻结资金将被扣除，手续费入账。',
  markFailedTitle: '标记银行汇款失败',
  markFailedHint: '银行拒绝了 {{what}}：资金将退回商户，并显示您填写的原因。',
  markedSent: '已标记汇出：汇款完成',
  markedFailed: '已标记失败：资金已退回商户',
  approveHintBank: '确认通过 {{merchant}} 向 {{address}} 的银行汇款 {{what}}？通过后将立即发往银行。',
};

export const bankTransferEn: typeof bankTransferCn = {
  bankAccount: 'Bank account',
  bankOutcome: 'Simulated bank',
  markSent: 'Mark sent',
  markFailed: 'Mark failed',
  markSentTitle: 'Mark the bank transfer sent',
  markSentHint: 'The bank paid {{what}} to {{account}}: the frozen funds are captured and the fee is earned.',
  markFailedTitle: 'Mark the bank transfer failed',
  markFailedHint: 'The bank refused {{what}}: the funds return to the merchant, with the reason you give.',
  markedSent: 'Marked sent: the transfer is completed',
  markedFailed: 'Marked failed: the funds are back with the merchant',
  approveHintBank:
    "Approve {{merchant}}'s bank transfer of {{what}} to {{address}}? It is sent to the bank right away.",
};

export const bankTransferCnAudit = {
  bank_transfer_completed: '标记银行汇款已汇出',
  bank_transfer_failed: '标记银行汇款失败',
};

export const bankTransferEnAudit: typeof bankTransferCnAudit = {
  bank_transfer_completed: 'Bank transfer marked sent',
  bank_transfer_failed: 'Bank transfer marked failed',
};

export const bankTransferKindsCn = { bank_transfer: '银行汇款', fiat_conversion: '法币兑换加密货币' };
export const bankTransferKindsEn: typeof bankTransferKindsCn = {
  bank_transfer: 'Bank transfer',
  fiat_conversion: 'Fiat to crypto',
};
