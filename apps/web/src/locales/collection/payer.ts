import type { MessageBundle } from '../messageBundle';

/** The payer's page of a collection account (/batch/transfer): a few texts, loaded without the console's. */
const payerCn = {
  batchPay: {
    merchant: '收款商户',
    asset: '币种',
    network: '网络',
    warning: '请仅通过 {{network}} 网络转入 {{asset}}，转入其他币种或网络将无法到账。',
    ruleTitle: '每月仅限转账一次',
    ruleDesc:
      '此地址每个自然月（按 {{timezone}} 时间）只入账第一笔转账。当月再次转账不会自动入账，需由商户另行处理。',
    monthTitle: '{{month}} 的转账',
    none: '本月尚未收到转账',
    paidThisMonth: '本月已收到您的转账，请勿再次转账。',
    time: '时间',
    amount: '金额',
    tx: '交易哈希',
    state: {
      confirming: '链上确认中 {{x}}/{{y}}',
      credited: '已到账',
      held: '待商户处理',
      refunded: '已退款',
    },
    notFound: '收款账户不存在',
    notFoundDesc: '请检查付款链接是否完整，或联系商户获取新的付款链接。',
    disabledTitle: '此收款账户已停用',
    disabledDesc: '请不要向此地址转账；如需付款，请联系 {{merchant}}。',
  },
};

const payerEn: typeof payerCn = {
  batchPay: {
    merchant: 'Pay to',
    asset: 'Asset',
    network: 'Network',
    warning: 'Send only {{asset}} on the {{network}} network; any other asset or network will not arrive.',
    ruleTitle: 'One transfer per month',
    ruleDesc:
      'This address credits only the first transfer of each calendar month ({{timezone}} time). Another transfer in the same month is not credited automatically: the merchant handles it.',
    monthTitle: 'Transfers in {{month}}',
    none: 'No transfer received this month yet',
    paidThisMonth: 'Your transfer for this month has arrived: do not send another one.',
    time: 'Time',
    amount: 'Amount',
    tx: 'Transaction hash',
    state: {
      confirming: 'Confirming on chain {{x}}/{{y}}',
      credited: 'Received',
      held: 'Held for the merchant',
      refunded: 'Refunded',
    },
    notFound: 'No such collection account',
    notFoundDesc: 'Check that the payment link is complete, or ask the merchant for a new one.',
    disabledTitle: 'This collection account is disabled',
    disabledDesc: 'Do not send money to this address; to pay, contact {{merchant}}.',
  },
};

export const collectionPayerBundle: MessageBundle = { cn: payerCn, en: payerEn };
