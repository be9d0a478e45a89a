import type { HistoryType } from '@mc/contract';

export type StatementLang = 'cn' | 'en';

/** The words of a statement document (PDF and CSV), cn and en. */
export interface StatementLabels {
  title: string;
  merchant: string;
  merchantId: string;
  period: string;
  generated: string;
  timezone: (zone: string) => string;
  summary: string;
  movementsOf: (asset: string) => string;
  continued: (asset: string) => string;
  noMovements: string;
  basis: string;
  cols: {
    asset: string;
    opening: string;
    inflow: string;
    outflow: string;
    closing: string;
    count: string;
    time: string;
    type: string;
    reference: string;
    counterparty: string;
    amount: string;
    balance: string;
    fee: string;
  };
  openingRow: string;
  closingRow: string;
  page: (n: number, of: number) => string;
  types: Record<HistoryType, string>;
  /** The business objects a movement belongs to (its reference when it has no order number). */
  objects: Record<string, string>;
}

const cn: StatementLabels = {
  title: '月度对账单',
  merchant: '商户名称',
  merchantId: '商户编号',
  period: '账单期间',
  generated: '生成时间',
  timezone: (zone) => `所有时间均为 ${zone} 时间`,
  summary: '汇总',
  movementsOf: (asset) => `${asset} 交易明细`,
  continued: (asset) => `${asset} 交易明细（续）`,
  noMovements: '本期无交易',
  basis: '余额为可用余额；金额为可用余额的净变动（含手续费）；期末余额已与账本核对一致。',
  cols: {
    asset: '币种',
    opening: '期初余额',
    inflow: '收入',
    outflow: '支出',
    closing: '期末余额',
    count: '笔数',
    time: '时间',
    type: '类型',
    reference: '订单号 / 单据',
    counterparty: '对方',
    amount: '金额',
    balance: '变动后余额',
    fee: '手续费',
  },
  openingRow: '期初余额',
  closingRow: '期末余额',
  page: (n, of) => `第 ${n} 页 / 共 ${of} 页`,
  types: {
    received: '收款到账',
    order_settled: '订单结算',
    exception_accepted: '异常订单入账',
    overpayment_credited: '多付金额入账',
    late_payment_credited: '逾期付款入账',
    reorg_charged_back: '链重组扣回',
    owed_repaid: '欠款偿还',
    unclaimed_released: '无主款项释放',
    remittance: '加密货币汇款',
    fiat_withdrawal: '提现至法币',
    fiat_topup: '法币充值',
    bank_transfer: '银行汇款',
    fiat_conversion: '法币兑换加密货币',
  },
  objects: {
    receipt_order: '收款订单',
    payout: '付款单',
    fiat_topup: '充值单',
    late_payment: '逾期付款',
    deposit: '到账',
  },
};

const en: StatementLabels = {
  title: 'Monthly statement',
  merchant: 'Merchant',
  merchantId: 'Merchant ID',
  period: 'Period',
  generated: 'Generated',
  timezone: (zone) => `All times are ${zone} time`,
  summary: 'Summary',
  movementsOf: (asset) => `${asset} movements`,
  continued: (asset) => `${asset} movements (continued)`,
  noMovements: 'No movements in this period',
  basis:
    'Balances are available balances; amounts are net changes of the available balance, fees included; each closing balance was reconciled with the ledger.',
  cols: {
    asset: 'Asset',
    opening: 'Opening balance',
    inflow: 'In',
    outflow: 'Out',
    closing: 'Closing balance',
    count: 'Movements',
    time: 'Time',
    type: 'Type',
    reference: 'Order no. / reference',
    counterparty: 'Counterparty',
    amount: 'Amount',
    balance: 'Balance after',
    fee: 'Fee',
  },
  openingRow: 'Opening balance',
  closingRow: 'Closing balance',
  page: (n, of) => `Page ${n} of ${of}`,
  types: {
    received: 'Payment received',
    order_settled: 'Order settled',
    reorg_charged_back: 'Charged back after a chain reorganisation',
    owed_repaid: 'Amount owed repaid',
    exception_accepted: 'Exception accepted',
    overpayment_credited: 'Overpayment credited',
    late_payment_credited: 'Late payment credited',
    unclaimed_released: 'Unclaimed released',
    remittance: 'Crypto remittance',
    fiat_withdrawal: 'Withdrawal to fiat',
    fiat_topup: 'Fiat top-up',
    bank_transfer: 'Bank transfer',
    fiat_conversion: 'Fiat to crypto',
  },
  objects: {
    receipt_order: 'Receipt order',
    payout: 'Payout',
    fiat_topup: 'Top-up',
    late_payment: 'Late payment',
  },
};

export const statementLabels: Record<StatementLang, StatementLabels> = { cn, en };

export function typeLabel(l: StatementLabels, type: string): string {
  return type in l.types ? l.types[type as HistoryType] : type;
}
