import type { Lang } from '../messages-lang';

/** Messages of the back office's refusals, in cn and en. */

export const opsMessages = {
  operator_disabled: { cn: '该运营账户已停用', en: 'This operator account is disabled' },
  merchant_already_disabled: { cn: '该商户已是停用状态', en: 'This merchant is already disabled' },
  merchant_already_normal: { cn: '该商户已是正常状态', en: 'This merchant is already enabled' },
  order_not_in_queue: {
    cn: '该订单不在异常或账务异常状态，无法处理',
    en: 'This order is not in exception or accounting exception',
  },
  reorg_nothing_to_reconcile: {
    cn: '该订单没有待核对的链重组转账',
    en: 'This order has no transfer taken back by a chain reorganisation left to reconcile',
  },
  reorg_not_taken_back: {
    cn: '该入账未被链重组撤回，无需处理',
    en: 'This deposit was not taken back by a chain reorganisation',
  },
  reorg_already_resolved: {
    cn: '该链重组入账已处理过',
    en: 'This deposit taken back by a chain reorganisation is already resolved',
  },
  reorg_not_credited: {
    cn: '该入账尚未入账给商户，请在订单中处理',
    en: 'This deposit was not credited to the merchant: decide it on its order',
  },
  refund_held_funds: {
    cn: '该订单有待审核的资金（如其他币种），无法自动退款，请入账或关闭订单',
    en: 'Funds held for review (e.g. another asset) arrived on this order: it cannot be refunded automatically, accept or close it',
  },
  unclaimed_none: {
    cn: '该订单没有待处理的无人认领资金',
    en: 'This order holds no unclaimed funds waiting for a decision',
  },
  unclaimed_refund_one_asset: {
    cn: '无人认领资金包含多个币种，无法一次退款，请释放给商户',
    en: 'The unclaimed funds are in more than one asset: they cannot be refunded in one transfer, release them',
  },
  file_link_expired: {
    cn: '文件链接已失效，请重新打开',
    en: 'The file link has expired, open the file again',
  },
} as const satisfies Record<string, Record<Lang, string>>;
