import type { MessageBundle } from '../messageBundle';

/** Titles of the crypto-account routes: the menu, tabs and search need them before any page loads. */
export const receiveRouteCn = {
  route: {
    crypto: {
      root: '加密货币账户',
      receive: '手动收款',
      create: '创建收款订单',
      order: '收款订单详情',
      wallet: '加密钱包',
    },
    payment: '支付订单',
  },
};

export const receiveRouteEn: typeof receiveRouteCn = {
  route: {
    crypto: {
      root: 'Crypto account',
      receive: 'Manual collection',
      create: 'Create receipt',
      order: 'Receipt order',
      wallet: 'Crypto wallet',
    },
    payment: 'Pay order',
  },
};

export const receiveRouteTitles: MessageBundle = { cn: receiveRouteCn, en: receiveRouteEn };
