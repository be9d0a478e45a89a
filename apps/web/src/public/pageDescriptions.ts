import type { Lang } from '@mc/contract';

/**
 * Each public page's `<meta name="description">`, as the server writes it into the page (the browser
 * never changes it, so these texts are the server's alone).
 */
export const pageDescriptions: Record<string, Record<Lang, string>> = {
  '/payment': {
    cn: '向商户支付 USDT 或 USDC：应付金额、网络与收款地址',
    en: 'Pay a merchant in USDT or USDC: the amount, the network and the address to send to',
  },
  '/batch/transfer': {
    cn: '向商户的收款账户转入 USDT 或 USDC：网络、地址与本月到账记录',
    en: "Pay into a merchant's collection account in USDT or USDC: the network, the address and this month's transfers",
  },
  '/login': {
    cn: '登录商户后台：管理稳定币与法币收款、付款和账户',
    en: 'Log in to Merchant Console: stablecoin and fiat payments, payouts and accounts',
  },
  '/register': {
    cn: '注册商户后台账户：用稳定币与法币收款和付款',
    en: 'Open a Merchant Console account: receive and pay out in stablecoins and fiat',
  },
};
