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
  refund_held_funds: {
    cn: '该订单有待审核的资金（如其他币种），无法自动退款，请入账或关闭订单',
    en: 'Funds held for review (e.g. another asset) arrived on this order: it cannot be refunded automatically, accept or close it',
  },
  file_link_expired: {
    cn: '文件链接已失效，请重新打开',
    en: 'The file link has expired, open the file again',
  },
} as const satisfies Record<string, Record<Lang, string>>;
