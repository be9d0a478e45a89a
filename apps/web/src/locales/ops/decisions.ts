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
  reconcile_reorg: '标记已核对',
  reconcile_reorgTitle: '核对区块重组',
  reconcile_reorgHint:
    '确认后被区块重组撤回的转账已核对（例如已在区块浏览器中重新找到，或已在订单之外处理）。账本不会因此变动；订单离开异常队列，说明记入订单时间线与审计日志。',
  reorgReconciled: '已标记为已核对',
  reorgAlert:
    '该订单有一笔已确认的转账因区块重组被撤回，入账仍然有效。请在链上核实该转账（是否已被新区块重新打包），处理后标记为已核对。',
  reorgedDeposits: '被区块重组撤回的已入账转账',
  charge_back: '扣回商户',
  charge_backTitle: '扣回商户',
  charge_backHint:
    '{{amount}} {{asset}} 从商户 {{merchant}} 的可用余额中扣回；可用余额不足的部分记为商户欠款，由其之后的同币种入账优先偿还。',
  platform_loss: '计入平台损失',
  platform_lossTitle: '计入平台损失',
  platform_lossHint: '{{amount}} {{asset}} 由平台承担，计入平台的链上损失，商户余额不变。',
  chargedBack: '已扣回商户',
  lossBooked: '已计入平台损失',
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
  reconcile_reorg: 'Mark reconciled',
  reconcile_reorgTitle: 'Reconcile the chain reorganisation',
  reconcile_reorgHint:
    'The transfer a chain reorganisation took back after it confirmed is reconciled (found again on a block explorer, or made good outside the order). The ledger does not change; the order leaves the queue and the reason goes into its timeline and the audit log.',
  reorgReconciled: 'Marked as reconciled',
  reorgAlert:
    'A confirmed transfer of this order was taken back by a chain reorganisation; its booking stands. Check the transfer on chain (was it included again in a new block?), deal with it, then mark it reconciled.',
  reorgedDeposits: 'Credited transfers taken back by a chain reorganisation',
  charge_back: 'Charge back to the merchant',
  charge_backTitle: 'Charge back to the merchant',
  charge_backHint:
    "{{amount}} {{asset}} is taken from {{merchant}}'s available balance; what it does not cover is kept as an amount the merchant owes, repaid first by its later credits of the asset.",
  platform_loss: 'Book as platform loss',
  platform_lossTitle: 'Book as platform loss',
  platform_lossHint:
    "{{amount}} {{asset}} is borne by the platform, booked to its chain losses; the merchant's balance does not change.",
  chargedBack: 'Charged back to the merchant',
  lossBooked: 'Booked as platform loss',
};

export const decisionCnAudit = {
  late_payment_credited: '逾期到账入账',
  late_payment_refund_requested: '逾期到账退款',
  unclaimed_released: '释放未认领资金',
  unclaimed_refund_requested: '退回未认领资金',
  reorg_reconciled: '核对区块重组',
  reorg_charged_back: '链重组入账扣回商户',
  reorg_platform_loss: '链重组入账计入平台损失',
  topup_statement_viewed: '查看充值水单',
  topup_approved: '通过充值',
  topup_rejected: '驳回充值',
  fiat_currency_changed: '切换法币币种',
  bank_files_generated: '生成付款文件',
  bank_file_imported: '导入银行文件',
  bank_credit_matched: '手动匹配到账',
  bank_credit_dismissed: '搁置到账',
};

export const decisionEnAudit: typeof decisionCnAudit = {
  late_payment_credited: 'Late payment credited',
  late_payment_refund_requested: 'Late payment refunded',
  unclaimed_released: 'Unclaimed funds released',
  unclaimed_refund_requested: 'Unclaimed funds refunded',
  reorg_reconciled: 'Chain reorganisation reconciled',
  reorg_charged_back: 'Reorganised deposit charged back',
  reorg_platform_loss: 'Reorganised deposit booked as platform loss',
  topup_statement_viewed: 'Top-up statement viewed',
  topup_approved: 'Top-up approved',
  topup_rejected: 'Top-up rejected',
  fiat_currency_changed: 'Fiat currency switched',
  bank_files_generated: 'Payment files generated',
  bank_file_imported: 'Bank file imported',
  bank_credit_matched: 'Bank credit matched',
  bank_credit_dismissed: 'Bank credit set aside',
};
