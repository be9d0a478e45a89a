/**
 * The one label of every status a merchant's objects can be in (receipt orders, payouts, top-ups),
 * and of their creation: lists, tags, details, the history and the webhook events all show these.
 * Core texts: they ship with the first load, so no page shows a status's raw name. cn.
 */
export const statusCn = {
  created: '已创建',
  unpaid: '待支付',
  confirming: '链上确认中',
  partially_paid: '部分支付',
  paid: '已支付',
  completed: '已完成',
  expired: '已过期',
  exception: '异常',
  exception_resolved: '异常已处理',
  cancelled: '已取消',
  closed: '已关闭',
  refund_requested: '退款申请中',
  refunded: '已退款',
  accounting_exception: '账务异常',
  overpaid: '多付',
  overpayment_refunded: '多付已退还',
  pending_approval: '待审批',
  processing: '处理中',
  failed: '失败',
  rejected: '已驳回',
  submitted: '待审核',
  approved: '已入账',
};
