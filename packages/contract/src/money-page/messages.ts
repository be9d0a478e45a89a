import type { Lang } from '../messages-lang';

/** Messages of the money page and its statements: registered by the server and by the page. */
export const moneyPageMessages = {
  month_invalid: { cn: '月份格式应为 YYYY-MM', en: 'The month must be written YYYY-MM' },
  statement_email_subject: {
    cn: '{app}：{month} 月度对账单',
    en: '{app}: statement for {month}',
  },
  statement_email_text: {
    cn: '{merchant}，您 {month} 的月度对账单已生成，见附件（PDF）。也可在「资金」页面下载：{link}',
    en: 'Dear {merchant}, your statement for {month} is ready and attached (PDF). It can also be downloaded from the Money page: {link}',
  },
} as const satisfies Record<string, Record<Lang, string>>;
