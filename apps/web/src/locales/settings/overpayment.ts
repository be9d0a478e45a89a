/** Texts of the overpayment setting on the profile (settings.overpayment), cn and en. */
export const overpaymentCn = {
  label: '多付处理',
  hint: '付款人支付的金额超过订单金额时，订单按其金额结算；超出部分按此设置处理。之后支付的订单适用新设置。',
  mode: {
    credit: '入账到可用余额（扣除收款手续费）',
    refund: '保留并退还付款人（扣除网络手续费）',
  },
  saved: '多付处理已保存',
};

export const overpaymentEn: typeof overpaymentCn = {
  label: 'Overpayment',
  hint: 'When a payer sends more than an order’s amount, the order is settled for its amount and the excess goes as set here. Orders paid from now on follow a change.',
  mode: {
    credit: 'Credit it to the available balance (less the receive fee)',
    refund: 'Hold it for a refund to the payer (less the network fee)',
  },
  saved: 'Overpayment setting saved',
};
