import { lazy } from 'react';
import type { RouteRecord } from '../../lib/routing/routeTypes';

/** The wallet (balances), the last entry of the "Crypto account" group; its title is a crypto-account one. */
export const walletRoute: RouteRecord = {
  path: '/withdraw',
  name: 'withdraw',
  titleKey: 'route.crypto.wallet',
  auth: true,
  component: lazy(() => import('./WalletPage')),
  titles: 'receiveTitles',
  messages: ['receive'],
};
