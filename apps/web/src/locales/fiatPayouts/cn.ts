/** Texts of the fiat account's remit tab (bank transfers) and its conversion to crypto, cn. */
export const fiatPayoutsCn = {
  fiatPayouts: {
    remit: {
      currency: '币种',
      account: '收款银行账户',
      addAccount: '还没有该币种的银行账户：去添加',
      amount: '汇款金额',
      available: '可用余额',
      remark: '备注',
      fee: '手续费',
      total: '扣除总额',
      next: '下一步',
      previewHint: '选择银行账户并输入金额后显示手续费和扣除总额',
      confirmTitle: '确认银行汇款',
      confirm: '确认汇款',
      created: '汇款已提交，银行处理中',
      listTitle: '银行汇款记录',
      reason: '备注 / 失败原因',
    },
    convert: {
      formTitle: '法币兑换加密货币',
      intro: '按报价将法币兑换为 USDC / USDT，存入加密货币账户。报价有效期 30 秒。',
      asset: '兑换为',
      amount: '兑换金额',
      confirmTitle: '确认兑换',
      confirm: '确认兑换',
      created: '兑换成功，加密货币已到账',
    },
  },
};
