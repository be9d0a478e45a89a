import { lazyPage } from '../../lib/routing/lazyPage';
import type { RouteRecord } from '../../lib/routing/routeTypes';

/** SHELL-37: the public sign-in pages; their texts are the core messages of the first load. */
export const loginRoute: RouteRecord = {
  path: '/login',
  name: 'login',
  titleKey: 'route.login',
  hidden: true,
  component: lazyPage(() => import('./LoginPage')),
};

export const registerRoute: RouteRecord = {
  path: '/register',
  name: 'register',
  titleKey: 'route.register',
  hidden: true,
  component: lazyPage(() => import('./RegisterPage')),
};
