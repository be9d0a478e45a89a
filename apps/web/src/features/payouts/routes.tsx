import { lazyPage } from '../../lib/routing/lazyPage';
import type { RouteRecord } from '../../lib/routing/routeTypes';

// One dynamic import for the four pages: the route table (part of every first load) lists one chunk.
const pages = () => import('./payoutPages');
const page = {
  remittances: lazyPage(() => pages().then((m) => ({ default: m.RemittanceListPage }))),
  createRemittance: lazyPage(() => pages().then((m) => ({ default: m.CreateRemittancePage }))),
  withdrawals: lazyPage(() => pages().then((m) => ({ default: m.WithdrawalListPage }))),
  createWithdrawal: lazyPage(() => pages().then((m) => ({ default: m.CreateWithdrawalPage }))),
};

// the pages show money and balances (receive), the payment password input (settings) and its prompts
const area: Pick<RouteRecord, 'titles' | 'messages'> = {
  titles: 'payoutTitles',
  messages: ['payouts', 'receive', 'settings', 'gates'],
};

/**
 * PRODUCT "Paying out": remittances (/pay/...) and withdrawals to fiat (/withdraw/...), entries of
 * the "Crypto account" menu group (seed §2); the create pages are hidden.
 */
export const payoutRoutes: RouteRecord[] = [
  {
    path: '/pay/index',
    name: 'pay-index',
    titleKey: 'route.payout.remittance',
    auth: true,
    permission: 'payouts.read',
    cache: true,
    component: page.remittances,
    ...area,
  },
  // seed §2: /pay is hidden and leads to /pay/index
  {
    path: '/pay',
    name: 'pay',
    titleKey: 'route.payout.remittance',
    auth: true,
    permission: 'payouts.read',
    hidden: true,
    redirect: '/pay/index',
    titles: 'payoutTitles',
  },
  {
    path: '/pay/create',
    name: 'pay-create',
    titleKey: 'route.payout.remittanceCreate',
    auth: true,
    permission: 'payouts.create',
    hidden: true,
    component: page.createRemittance,
    ...area,
  },
  // seed §2: /withdraw leads to /withdraw/account
  {
    path: '/withdraw',
    name: 'withdraw',
    titleKey: 'route.payout.withdrawal',
    auth: true,
    permission: 'payouts.read',
    hidden: true,
    redirect: '/withdraw/account',
    titles: 'payoutTitles',
  },
  {
    path: '/withdraw/account',
    name: 'withdraw-account',
    titleKey: 'route.payout.withdrawal',
    auth: true,
    permission: 'payouts.read',
    cache: true,
    component: page.withdrawals,
    ...area,
  },
  {
    path: '/withdraw/create',
    name: 'withdraw-create',
    titleKey: 'route.payout.withdrawalCreate',
    auth: true,
    permission: 'conversions.create',
    hidden: true,
    component: page.createWithdrawal,
    ...area,
  },
];
