import { overviewRoute } from '../features/account/routes';
import { collectionRoutes } from '../features/collection/routes';
import { demoRoutes } from '../features/demo/routes';
import { fiatAccountGroup } from '../features/fiat/routes';
import { historyRoute } from '../features/history/routes';
import { kybHistoryRoute, kybRoute } from '../features/kyb/routes';
import { moneyRoute } from '../features/money/routes';
import { opsRoute } from '../features/ops/routes';
import { payoutRoutes } from '../features/payouts/routes';
import { cryptoAccountGroup, receiveRoutes } from '../features/receive/routes';
import { accountInfoRoute } from '../features/settings/routes';
import { notFoundRoute, redirectRoute, refreshRoute } from '../features/system/routes';
import { invitationRoute, powerRoute } from '../features/team/routes';
import { walletRoute } from '../features/wallet/routes';
import { eagerPage, lazyPage } from '../lib/routing/lazyPage';
import { titleBundlesOf } from '../lib/routing/routeTable';
import type { RouteRecord } from '../lib/routing/routeTypes';
import Layout from '../shell/Layout';

const page = {
  // every page of the console is drawn inside the shell: its code comes with the entry, in the
  // entry's own chunk (vite.config.ts), instead of some 50 chunks fetched after it
  layout: eagerPage(Layout),
  log: lazyPage(() => import('../shell/log/LogPage')),
};

/** The pages inside the shell, in menu order; a group's entries are its children. */
const shellPages: RouteRecord[] = [
  overviewRoute,
  { ...cryptoAccountGroup, children: [...receiveRoutes, ...collectionRoutes, ...payoutRoutes, walletRoute] },
  fiatAccountGroup,
  historyRoute,
  moneyRoute,
  kybRoute,
  kybHistoryRoute,
  accountInfoRoute,
  powerRoute,
  demoRoutes,
  {
    path: '/log',
    name: 'log',
    titleKey: 'route.log',
    icon: 'log',
    auth: true,
    permission: 'account.own',
    component: page.log,
  },
  refreshRoute,
  redirectRoute,
];

/**
 * The route table, composed of the areas' route records: the single source of the router, side
 * menu, header title, tabs, search pool and document title. The shell loads its texts with every
 * area's titles (its menu, tabs and search show them all). /login and /register are not the console's: they
 * are pages of the public entry, drawn by the server (`src/public/`), which the console opens as documents.
 */
export const routes: RouteRecord[] = [
  {
    path: '/',
    name: 'layout',
    auth: true,
    hidden: true,
    redirect: '/index',
    component: page.layout,
    messages: ['shell', ...titleBundlesOf(shellPages)],
    children: shellPages,
  },
  invitationRoute,
  opsRoute,
  notFoundRoute,
];
