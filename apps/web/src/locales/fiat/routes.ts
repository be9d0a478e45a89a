import type { MessageBundle } from '../messageBundle';

/** Titles of the fiat-account routes: the menu, tabs and search need them before any page loads. */
export const fiatRouteCn = {
  route: {
    fiat: {
      root: '法币账户',
      account: '法币资产',
      recharge: '充值',
      withdraw: '汇款至银行',
      convert: '法币兑换加密货币',
    },
  },
};

export const fiatRouteEn: typeof fiatRouteCn = {
  route: {
    fiat: {
      root: 'Fiat account',
      account: 'Fiat assets',
      recharge: 'Top up',
      withdraw: 'Remit to a bank',
      convert: 'Fiat to crypto',
    },
  },
};

export const fiatRouteTitles: MessageBundle = { cn: fiatRouteCn, en: fiatRouteEn };
