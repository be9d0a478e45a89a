/** The pages of the fiat account. */
export const fiatPaths = {
  account: '/fiat/account',
  recharge: '/fiat/recharge',
  withdraw: '/fiat/withdraw',
  convert: '/fiat/withdrawToCrypto',
} as const;
