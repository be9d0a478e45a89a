import type { TimelineNoteCode } from '@mc/contract';

/** What an order's timeline says, by the code the server stores, in each language (`by`: who decided). */
export const notesCn: Record<TimelineNoteCode, string> & { by: Record<string, string> } = {
  created: '订单已创建',
  transfer_seen: '发现链上转账 {{tx_hash}}',
  transfer_confirmed: '链上转账 {{tx_hash}} 已确认（{{amount}} {{asset}}）',
  transfer_reorged: '链上转账 {{tx_hash}}（{{amount}} {{asset}}）在确认前因区块重组被撤回',
  transfer_reorged_after_confirmation:
    '链上转账 {{tx_hash}}（{{amount}} {{asset}}）在确认后因区块重组被撤回，待平台核对',
  reorg_charged_back:
    '链重组撤回的转账 {{tx_hash}}（{{amount}} {{asset}}）已向商户扣回：从可用余额扣 {{charged}}，欠款 {{owed}}；原因：{{reason}}',
  reorg_platform_loss: '链重组撤回的转账 {{tx_hash}}（{{amount}} {{asset}}）由平台承担损失，原因：{{reason}}',
  reorg_reconciled_by_platform: '平台已核对区块重组，说明：{{reason}}',
  wrong_asset: '到账币种为 {{asset}}，而非订单币种 {{expected}}',
  held_for_review: '{{asset}} 转账 {{tx_hash}} 已挂起待审核',
  expired_unpaid: '订单已过期，未收到付款',
  expired_partially_paid: '订单已过期，仅部分支付',
  settled: '已结算至可用余额',
  cancelled_by_merchant: '商户已取消订单',
  accepted_by_merchant: '商户已接受到账金额并入账',
  accepted_by_platform: '平台已入账，原因：{{reason}}',
  refund_requested: '已申请退款至 {{address}}',
  refund_requested_by_platform: '平台已申请退款至 {{address}}，原因：{{reason}}',
  refund_confirmed: '退款 {{tx_hash}} 已确认',
  refund_failed: '退款失败：{{reason}}',
  closed_by_platform: '平台已关闭订单，原因：{{reason}}',
  overpaid_credited:
    '实付 {{received}} {{asset}}，订单金额 {{amount}}：多付的 {{excess}} 已入账到可用余额，手续费 {{fee}}',
  overpaid_held: '实付 {{received}} {{asset}}，订单金额 {{amount}}：多付的 {{excess}} 待退还付款人',
  overpayment_refund_requested: '{{by}}已申请将多付的 {{amount}} {{asset}} 退回 {{address}}',
  overpayment_refunded: '多付的 {{amount}} {{asset}} 已退回，交易 {{tx_hash}}',
  overpayment_refund_failed: '多付的 {{amount}} {{asset}} 退款失败：{{reason}}',
  late_payment_received: '订单处理完成后又收到 {{amount}} {{asset}}（{{tx_hash}}），作为逾期到账待处理',
  late_payment_credited: '逾期到账 {{amount}} {{asset}} 已由{{by}}入账，手续费 {{fee}}',
  late_payment_refund_requested: '{{by}}已申请将逾期到账 {{amount}} {{asset}} 退回 {{address}}',
  late_payment_refunded: '逾期到账 {{amount}} {{asset}} 已退回，交易 {{tx_hash}}',
  late_payment_refund_failed: '逾期到账 {{amount}} {{asset}} 退款失败：{{reason}}',
  unclaimed_released: '平台已将未认领资金释放给商户，原因：{{reason}}',
  unclaimed_refund_requested: '平台已申请将未认领资金退回 {{address}}，原因：{{reason}}',
  unclaimed_refunded: '未认领资金已退回，交易 {{tx_hash}}',
  unclaimed_refund_failed: '未认领资金退款失败：{{reason}}',
  collection_transfer: '收款账户 {{customer_ref}} 收到 {{month}} 的第 {{n}} 笔转账',
  repeat_in_month: '{{amount}} {{asset}} 已确认：该账户 {{month}} 已有转账（每月仅限一笔），待处理',
  account_disabled: '{{amount}} {{asset}} 已确认：收款账户已停用，待处理',
  note: '{{text}}',
  by: { merchant: '商户', platform: '平台' },
};

export const notesEn: typeof notesCn = {
  created: 'Order created',
  transfer_seen: 'Transfer {{tx_hash}} seen on chain',
  transfer_confirmed: 'Transfer {{tx_hash}} confirmed ({{amount}} {{asset}})',
  transfer_reorged:
    'Transfer {{tx_hash}} ({{amount}} {{asset}}) taken back by a chain reorganisation before it confirmed',
  transfer_reorged_after_confirmation:
    'Transfer {{tx_hash}} ({{amount}} {{asset}}) taken back by a chain reorganisation after it confirmed: the platform reconciles it',
  reorg_charged_back:
    'Transfer {{tx_hash}} ({{amount}} {{asset}}) taken back by the chain was charged back: {{charged}} from the available balance, {{owed}} owed; {{reason}}',
  reorg_platform_loss:
    'Transfer {{tx_hash}} ({{amount}} {{asset}}) taken back by the chain was borne by the platform: {{reason}}',
  reorg_reconciled_by_platform: 'Chain reorganisation reconciled by the platform: {{reason}}',
  wrong_asset: '{{asset}} arrived instead of {{expected}}',
  held_for_review: '{{asset}} transfer {{tx_hash}} held for review',
  expired_unpaid: 'Expired with nothing received',
  expired_partially_paid: 'Expired partially paid',
  settled: 'Settled into the available balance',
  cancelled_by_merchant: 'Cancelled by the merchant',
  accepted_by_merchant: 'Accepted by the merchant: what arrived is credited',
  accepted_by_platform: 'Credited by the platform: {{reason}}',
  refund_requested: 'Refund to {{address}} requested',
  refund_requested_by_platform: 'Refund to {{address}} requested by the platform: {{reason}}',
  refund_confirmed: 'Refund {{tx_hash}} confirmed',
  refund_failed: 'Refund failed: {{reason}}',
  closed_by_platform: 'Closed by the platform: {{reason}}',
  overpaid_credited:
    'Paid {{received}} {{asset}} for {{amount}}: the excess of {{excess}} was credited to the available balance, fee {{fee}}',
  overpaid_held:
    'Paid {{received}} {{asset}} for {{amount}}: the excess of {{excess}} is held for a refund to the payer',
  overpayment_refund_requested:
    'Refund of the excess of {{amount}} {{asset}} to {{address}} requested by the {{by}}',
  overpayment_refunded: 'Excess of {{amount}} {{asset}} refunded in {{tx_hash}}',
  overpayment_refund_failed: 'Refund of the excess of {{amount}} {{asset}} failed: {{reason}}',
  late_payment_received:
    '{{amount}} {{asset}} ({{tx_hash}}) arrived after the order was decided: a late payment',
  late_payment_credited: 'Late payment of {{amount}} {{asset}} credited by the {{by}}, fee {{fee}}',
  late_payment_refund_requested:
    'The {{by}} asked to refund the late payment of {{amount}} {{asset}} to {{address}}',
  late_payment_refunded: 'Late payment of {{amount}} {{asset}} refunded in {{tx_hash}}',
  late_payment_refund_failed: 'Refund of the late payment of {{amount}} {{asset}} failed: {{reason}}',
  unclaimed_released: 'Unclaimed funds released to the merchant by the platform: {{reason}}',
  unclaimed_refund_requested: 'The platform asked to refund the unclaimed funds to {{address}}: {{reason}}',
  unclaimed_refunded: 'Unclaimed funds refunded in {{tx_hash}}',
  unclaimed_refund_failed: 'Refund of the unclaimed funds failed: {{reason}}',
  collection_transfer: 'Transfer {{n}} of {{month}} to collection account {{customer_ref}}',
  repeat_in_month:
    '{{amount}} {{asset}} confirmed: another transfer to the account in {{month}} (one per month), held for a decision',
  account_disabled: '{{amount}} {{asset}} confirmed: the collection account is disabled, held for a decision',
  note: '{{text}}',
  by: { merchant: 'merchant', platform: 'platform' },
};
