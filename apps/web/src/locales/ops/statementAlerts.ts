import type { MessageBundle } from '../messageBundle';

/** Texts of the back office's page of statements that do not reconcile (/ops/statement-alerts), cn; merged into `ops`. */
const cn = {
  ops: {
    menu: { 'statement-alerts': '对账单异常' },
    title: { 'statement-alerts': '对账单异常' },
    statementAlerts: {
      intro:
        '每月对账单生成前都会与账本核对。核对不上的对账单不会生成，也不会发给商户，而是列在这里；系统每小时重试，修复后重试成功即自动解决。',
      alert: '异常',
      merchant: '商户',
      month: '月份',
      reason: '原因',
      firstSeen: '首次发现',
      lastSeen: '最近发现',
      runs: '发现次数',
      runsCount: '{{count}} 次',
      resolvedAt: '解决时间',
      status: '状态',
      statusLabel: { open: '未解决', resolved: '已解决' },
      problem: {
        balance_after_breaks: '{{asset}}：有一笔流水的变动后余额与上一笔接不上',
        opening_differs: '{{asset}} 期初余额：对账单 {{statement}}，账本 {{ledger}}',
        closing_differs: '{{asset}} 期末余额：对账单 {{statement}}，账本 {{ledger}}',
      },
      empty: {
        open: '没有未解决的对账单异常：上一次生成的对账单都与账本一致。',
        resolved: '还没有已解决的对账单异常。',
      },
    },
  },
};

const en: typeof cn = {
  ops: {
    menu: { 'statement-alerts': 'Statement alerts' },
    title: { 'statement-alerts': 'Statement alerts' },
    statementAlerts: {
      intro:
        'Each monthly statement is checked against the ledger before it is made. One that does not reconcile is neither made nor mailed to the merchant: it is listed here. The job tries again every hour; the run that reconciles it after a repair resolves it.',
      alert: 'Alert',
      merchant: 'Merchant',
      month: 'Month',
      reason: 'Reason',
      firstSeen: 'First seen',
      lastSeen: 'Last seen',
      runs: 'Runs',
      runsCount: '{{count}} runs',
      resolvedAt: 'Resolved',
      status: 'Status',
      statusLabel: { open: 'Open', resolved: 'Resolved' },
      problem: {
        balance_after_breaks: "{{asset}}: a movement's balance after does not follow from the one before",
        opening_differs:
          '{{asset}} opening balance: {{statement}} on the statement, {{ledger}} in the ledger',
        closing_differs:
          '{{asset}} closing balance: {{statement}} on the statement, {{ledger}} in the ledger',
      },
      empty: {
        open: 'No open alerts: every statement of the last run reconciled with the ledger.',
        resolved: 'No resolved alerts yet.',
      },
    },
  },
};

/** Merged into the back office's texts (the bundles are added deeply). */
export const opsStatementAlertsBundle: MessageBundle = { cn, en };
