import { lazyPage } from '../../lib/routing/lazyPage';
import type { RouteRecord } from '../../lib/routing/routeTypes';

/** SHELL-36: /refresh remounts the previous page (a helper route: never a tab, never in menus). */
export const refreshRoute: RouteRecord = {
  path: '/refresh',
  name: 'refresh',
  titleKey: 'route.refresh',
  hidden: true,
  // a helper: the page it remounts checks its own permission
  permission: 'account.own',
  helper: true,
  component: lazyPage(() => import('./RefreshPage')),
};

/** SHELL-36: /redirect/<route> replaces to the given route. */
export const redirectRoute: RouteRecord = {
  path: '/redirect/*',
  name: 'redirect',
  titleKey: 'route.redirect',
  hidden: true,
  permission: 'account.own',
  helper: true,
  component: lazyPage(() => import('./RedirectPage')),
};

/** SHELL-36: the catch-all 404 page. */
export const notFoundRoute: RouteRecord = {
  path: '*',
  name: 'not-found',
  titleKey: 'route.notFound',
  hidden: true,
  component: lazyPage(() => import('./NotFoundPage')),
};
