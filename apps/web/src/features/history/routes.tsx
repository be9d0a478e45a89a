import { lazyPage } from '../../lib/routing/lazyPage';
import type { RouteRecord } from '../../lib/routing/routeTypes';
import { HISTORY_PATH } from './paths';

/**
 * PRODUCT "Transaction history": every booked movement of the merchant's money, a menu entry of its
 * own. The page shows the statuses of receipt orders (receive) and of payouts (payouts).
 */
export const historyRoute: RouteRecord = {
  path: HISTORY_PATH,
  name: 'history',
  titleKey: 'route.history',
  icon: 'history',
  auth: true,
  permission: 'history.read',
  cache: true,
  component: lazyPage(() => import('./HistoryPage')),
  titles: 'historyTitles',
  messages: ['history', 'receive', 'payouts'],
};
