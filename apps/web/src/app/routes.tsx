import { lazy } from 'react';
import { demoRoutes } from '../features/demo/demoRoutes';
import { kybHistoryRoute, kybRoute } from '../features/kyb/kybRoutes';
import { cryptoAccountRoutes, paymentRoute } from '../features/receive/receiveRoutes';
import type { RouteRecord } from './routeTypes';

const page = {
  layout: lazy(() => import('../shell/Layout')),
  overview: lazy(() => import('../features/account/overview/OverviewPage')),
  accountInfo: lazy(() => import('../features/security/AccountInfoPage')),
  log: lazy(() => import('../shell/log/LogPage')),
  refresh: lazy(() => import('../features/system/RefreshPage')),
  redirect: lazy(() => import('../features/system/RedirectPage')),
  login: lazy(() => import('../features/auth/LoginPage')),
  register: lazy(() => import('../features/auth/RegisterPage')),
  notFound: lazy(() => import('../features/system/NotFoundPage')),
  ops: lazy(() => import('../features/ops/OpsApp')),
};

/**
 * The route table: the single source of the router, side menu, header title, tabs, search pool and
 * document title. Business areas add their records here when their pages exist.
 */
export const routes: RouteRecord[] = [
  {
    path: '/',
    name: 'layout',
    auth: true,
    hidden: true,
    redirect: '/index',
    component: page.layout,
    children: [
      {
        path: '/index',
        name: 'index',
        titleKey: 'route.index',
        icon: 'home',
        auth: true,
        cache: true,
        component: page.overview,
      },
      cryptoAccountRoutes,
      kybRoute,
      kybHistoryRoute,
      {
        path: '/account-info',
        name: 'account-info',
        titleKey: 'route.accountInfo',
        icon: 'setting',
        auth: true,
        component: page.accountInfo,
      },
      demoRoutes,
      { path: '/log', name: 'log', titleKey: 'route.log', icon: 'log', auth: true, component: page.log },
      {
        path: '/refresh',
        name: 'refresh',
        titleKey: 'route.refresh',
        hidden: true,
        helper: true,
        component: page.refresh,
      },
      {
        path: '/redirect/*',
        name: 'redirect',
        titleKey: 'route.redirect',
        hidden: true,
        helper: true,
        component: page.redirect,
      },
    ],
  },
  { path: '/login', name: 'login', titleKey: 'route.login', hidden: true, component: page.login },
  { path: '/register', name: 'register', titleKey: 'route.register', hidden: true, component: page.register },
  paymentRoute,
  // The operators' back office: its own login, layout, menu and session (loaded only when visited).
  { path: '/ops/*', name: 'ops', hidden: true, component: page.ops },
  { path: '*', name: 'not-found', titleKey: 'route.notFound', hidden: true, component: page.notFound },
];
