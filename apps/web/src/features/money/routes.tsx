import { lazyPage } from '../../lib/routing/lazyPage';
import type { RouteRecord } from '../../lib/routing/routeTypes';

/**
 * PRODUCT "money page": the funds summary, the month's flows and the monthly statements, a menu
 * entry of its own beside the history. Its statements section asks for `history.export` itself.
 */
export const moneyRoute: RouteRecord = {
  path: '/money',
  name: 'money',
  titleKey: 'route.money',
  icon: 'money',
  auth: true,
  permission: 'overview.read',
  cache: true,
  component: lazyPage(() => import('./MoneyPage')),
  titles: 'moneyTitles',
  messages: ['money'],
};
