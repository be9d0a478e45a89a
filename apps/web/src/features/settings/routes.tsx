import { lazyPage } from '../../lib/routing/lazyPage';
import type { RouteRecord } from '../../lib/routing/routeTypes';

/** Account information and settings: security, passwords, payees, bank accounts, API keys, sessions. */
export const accountInfoRoute: RouteRecord = {
  path: '/account-info',
  name: 'account-info',
  titleKey: 'route.accountInfo',
  icon: 'setting',
  auth: true,
  permission: 'account.own',
  component: lazyPage(() => import('./AccountInfoPage')),
  messages: ['settings', 'webhooks', 'gates'],
};
