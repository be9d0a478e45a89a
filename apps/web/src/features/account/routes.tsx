import { lazyPage } from '../../lib/routing/lazyPage';
import type { RouteRecord } from '../../lib/routing/routeTypes';

/**
 * The home page (SHELL-9: the home tab): balances show money texts, the recent activity the history's
 * (its types, and the statuses of receipt orders, payouts and top-ups).
 */
export const overviewRoute: RouteRecord = {
  path: '/index',
  name: 'index',
  titleKey: 'route.index',
  icon: 'home',
  auth: true,
  permission: 'overview.read',
  cache: true,
  component: lazyPage(() => import('./overview/OverviewPage')),
  data: () => import('./overview/useOverview').then((m) => m.prefetchOverview()),
  messages: ['receive', 'history', 'payouts'],
};
