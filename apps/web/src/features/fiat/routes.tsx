import { lazyPage } from '../../lib/routing/lazyPage';
import type { RouteRecord } from '../../lib/routing/routeTypes';
import { fiatPaths } from './paths';

const page = {
  account: lazyPage(() => import('./account/FiatAccountPage')),
  transfer: lazyPage(() => import('./transfer/FiatTransferPage')),
  convert: lazyPage(() => import('./convert/ConvertPage')),
};

// the pages show balances (receive), history rows and top-up statuses (history), bank transfers and
// conversions (fiatPayouts), bank accounts and the payment password (settings, gates) and payout
// texts (payouts)
const area: Pick<RouteRecord, 'titles' | 'messages'> = {
  titles: 'fiatTitles',
  messages: ['fiat', 'fiatPayouts', 'receive', 'history', 'payouts', 'settings', 'gates'],
};

/**
 * PRODUCT "Fiat account": the menu group "法币账户" of its own. /fiat leads to /fiat/account; top-up
 * (/fiat/recharge) and remit (/fiat/withdraw) are one page with two tabs.
 */
export const fiatAccountGroup: RouteRecord = {
  path: '/fiat',
  name: 'fiat',
  titleKey: 'route.fiat.root',
  icon: 'bank',
  auth: true,
  permission: 'fiat.read',
  redirect: fiatPaths.account,
  titles: 'fiatTitles',
  children: [
    {
      path: fiatPaths.account,
      name: 'fiat-account',
      titleKey: 'route.fiat.account',
      auth: true,
      permission: 'fiat.read',
      component: page.account,
      ...area,
    },
    {
      path: fiatPaths.recharge,
      name: 'fiat-recharge',
      titleKey: 'route.fiat.recharge',
      auth: true,
      permission: 'fiat.topup',
      component: page.transfer,
      ...area,
    },
    {
      path: fiatPaths.withdraw,
      name: 'fiat-withdraw',
      titleKey: 'route.fiat.withdraw',
      auth: true,
      // a remit of fiat to a bank account is a payout (createBankTransfer)
      permission: 'payouts.create',
      component: page.transfer,
      ...area,
    },
    {
      path: fiatPaths.convert,
      name: 'fiat-convert',
      titleKey: 'route.fiat.convert',
      auth: true,
      permission: 'conversions.create',
      component: page.convert,
      ...area,
    },
  ],
};
