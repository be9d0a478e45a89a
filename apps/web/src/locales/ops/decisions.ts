/**
 * Texts of the back office's decisions on money nobody decided on: a closed order's unclaimed funds
 * and a confirmed transfer a chain reorganisation took back (part of `ops.exceptions`), and the audit labels of decisions (late payments, unclaimed funds, top-ups).
 */
export const unclaimedCn = {
  unclaimedFunds: '未认领资金',
  release: '释放给商户',
  releaseTitle: '释放未认领资金',
  releaseHint: '该已关闭订单的未认领资金扣除收款手续费后计入商户 {{merchant}} 的可用余额，订单仍为已关闭。',
  refund_unclaimed: '退回未认领资金',
  refund_unclaimedTitle: '退回未认领资金',
  refund_unclaimedHint: '该已关闭订单的未认领资金扣除网络手续费后发送到该 {{network}} 地址。',
  released: '已释放给商户',
  unclaimedRefundRequested: '退款已提交，链上确认后完成',
  closedFilter: '已关闭（未认领资金）',
  reorgedFilter: '确认后被区块重组撤回',
  reorgedTag: '区块重组',
};

export const unclaimedEn: typeof unclaimedCn = {
  unclaimedFunds: 'Unclaimed funds',
  release: 'Release to the merchant',
  releaseTitle: 'Release unclaimed funds',
  releaseHint:
    "The unclaimed funds of this closed order are credited to {{merchant}}'s available balance, less the receive fee. The order stays closed.",
  refund_unclaimed: 'Refund unclaimed funds',
  refund_unclaimedTitle: 'Refund unclaimed funds',
  refund_unclaimedHint:
    'The unclaimed funds of this closed order, less the network fee, are sent to this {{network}} address.',
  released: 'Released to the merchant',
  unclaimedRefundRequested: 'Refund sent; it completes once confirmed on chain',
  closedFilter: 'Closed, unclaimed funds',
  reorgedFilter: 'Taken back by a chain reorganisation after confirmation',
  reorgedTag: 'Chain reorganisation',
};

export const decisionCnAudit = {
  late_payment_credited: '逾期到账入账',
  late_payment_refund_requested: '逾期到账退款',
  unclaimed_released: '释放未认领资金',
  unclaimed_refund_requested: '退回未认领资金',
  topup_statement_viewed: '查看充值水单',
  topup_approved: '通过充值',
  topup_rejected: '驳回充值',
  fiat_currency_changed: '切换法币币种',
};

export const decisionEnAudit: typeof decisionCnAudit = {
  late_payment_credited: 'Late payment credited',
  late_payment_refund_requested: 'Late payment refunded',
  unclaimed_released: 'Unclaimed funds released',
  unclaimed_refund_requested: 'Unclaimed funds refunded',
  topup_statement_viewed: 'Top-up statement viewed',
  topup_approved: 'Top-up approved',
  topup_rejected: 'Top-up rejected',
  fiat_currency_changed: 'Fiat currency switched',
};
