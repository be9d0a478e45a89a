import { lazyPage } from '../../lib/routing/lazyPage';
import type { RouteRecord } from '../../lib/routing/routeTypes';

/**
 * The wallet (balances), the last entry of the "Crypto account" group; its title is a crypto-account
 * one. /withdraw itself leads to /withdraw/account (seed §2), so the wallet has a path of its own.
 */
export const walletRoute: RouteRecord = {
  path: '/wallet',
  name: 'wallet',
  titleKey: 'route.crypto.wallet',
  auth: true,
  permission: 'overview.read',
  component: lazyPage(() => import('./WalletPage')),
  titles: 'receiveTitles',
  messages: ['receive'],
};
