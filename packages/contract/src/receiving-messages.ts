import type { Lang } from './messages-lang';

/**
 * Messages of money and receipt orders (and of idempotent requests): registered by the server and
 * by the console's pages after login, not downloaded by the login page.
 */
export const receivingMessages = {
  amount_invalid: { cn: '请输入正确的数字', en: 'Must be a correct number' },
  amount_precision: { cn: '小数位数不能超过 {decimals} 位', en: 'At most {decimals} decimal places' },
  amount_too_small: { cn: '金额不能低于 {min}', en: 'The amount must be at least {min}' },
  amount_too_large: { cn: '金额过大', en: 'The amount is too large' },
  kyb_limit: {
    cn: '未完成 KYB 认证的商户单笔交易限额为 900 USD',
    en: 'Until KYB is verified, an order may be at most 900 USD',
  },
  insufficient_balance: { cn: '超出可用余额', en: 'Exceeds the available balance' },
  asset_invalid: { cn: '请选择币种', en: 'Choose an asset' },
  network_invalid: { cn: '请选择网络', en: 'Choose a network' },
  date_invalid: { cn: '日期格式不正确', en: 'Not a valid date' },
  order_no_invalid: {
    cn: '订单号只能包含字母、数字及 _ . -',
    en: 'The order number may contain letters, digits and _ . - only',
  },
  order_no_taken: { cn: '该商户订单号已存在', en: 'This merchant order number is already used' },
  order_not_cancellable: {
    cn: '只有未收到任何付款的待支付订单可以取消',
    en: 'Only an unpaid order that has received nothing can be cancelled',
  },
  order_not_exception: { cn: '该订单不是异常状态', en: 'This order is not in exception' },
  excess_not_held: {
    cn: '该订单没有待退还的多付金额',
    en: 'This order has no overpayment held for a refund',
  },
  late_payment_resolved: {
    cn: '该笔逾期到账已处理',
    en: 'This late payment was already resolved',
  },
  address_invalid: { cn: '该网络的地址格式不正确', en: 'Not a valid address for this network' },
  network_not_simulated: {
    cn: '该网络连接的是真实链节点，测试水龙头无法在其上付款',
    en: 'This network runs on a real node: the test faucet cannot pay on it',
  },
  network_reorg_on_node: {
    cn: '该网络连接的是真实链节点，区块只能在节点上回退（例如 evm_snapshot 与 evm_revert）',
    en: 'This network runs on a node: take its blocks back on the node (e.g. evm_snapshot and evm_revert)',
  },
  refund_too_small: {
    cn: '到账金额不足以支付网络手续费，无法退款',
    en: 'What arrived does not cover the network fee, so it cannot be refunded',
  },
  idempotency_key_missing: {
    cn: '缺少 Idempotency-Key 请求头',
    en: 'The Idempotency-Key header is required for this request',
  },
  idempotency_key_invalid: {
    cn: 'Idempotency-Key 需为 8-64 位字母、数字、- 或 _',
    en: 'The Idempotency-Key must be 8-64 letters, digits, - or _',
  },
  idempotency_key_reused: {
    cn: '该 Idempotency-Key 已用于另一个请求',
    en: 'This Idempotency-Key was already used for a different request',
  },
  idempotency_in_progress: {
    cn: '相同的请求正在处理中，请稍后重试',
    en: 'The same request is still being processed, retry shortly',
  },
} as const satisfies Record<string, Record<Lang, string>>;
