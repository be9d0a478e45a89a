import type { Lang } from '../messages-lang';

/** Messages of the transaction history: registered by the server and by the history page. */
export const historyMessages = {
  type_invalid: { cn: '不支持的交易类型', en: 'Unknown transaction type' },
  range_reversed: { cn: '结束时间必须晚于开始时间', en: 'The end must come after the start' },
  export_failed: { cn: '导出失败，请重试', en: 'The export failed, please try again' },
} as const satisfies Record<string, Record<Lang, string>>;
