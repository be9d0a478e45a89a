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
  threshold_invalid: {
    cn: '请输入不小于 0 的数字，例如 1000 或 0.05',
    en: 'Enter a number of at least 0, such as 1000 or 0.05',
  },
  threshold_decimals: {
    cn: '{asset} 最多 {decimals} 位小数',
    en: '{asset} has at most {decimals} decimals',
  },
  threshold_no_asset: {
    cn: '该发送账户在此网络上没有 {asset}',
    en: 'This sender holds no {asset} on this network',
  },
  network_no_senders: {
    cn: '该网络没有平台的发送账户（模拟链）',
    en: 'This network has no senders of the platform (a simulated chain)',
  },
  mail_low_balance_subject: {
    cn: '{network} {sender} 的 {asset} 余额不足',
    en: '{network}: the {sender_en} is low on {asset}',
  },
  mail_low_balance_body: {
    cn: '{network} 网络上{sender}（{address}）的 {asset} 余额为 {balance}，低于阈值 {threshold}。请及时补充，否则出款、退款或归集会失败。恢复到阈值以上之后再次低于阈值时会再次提醒。',
    en: 'On {network}, the {sender_en} ({address}) holds {balance} {asset}, below its threshold of {threshold}. Top it up, or payouts, refunds or sweeps will fail. You are told again only after it has recovered and dropped once more.',
  },
  file_link_expired: {
    cn: '文件链接已失效，请重新打开',
    en: 'The file link has expired, open the file again',
  },
} as const satisfies Record<string, Record<Lang, string>>;
