import { HomeOutlined, SettingOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { RouteRecord } from './routeTypes';

const page = {
  layout: lazy(() => import('../shell/Layout')),
  overview: lazy(() => import('../features/account/overview/OverviewPage')),
  accountInfo: lazy(() => import('../features/security/AccountInfoPage')),
  refresh: lazy(() => import('../features/system/RefreshPage')),
  redirect: lazy(() => import('../features/system/RedirectPage')),
  login: lazy(() => import('../features/auth/LoginPage')),
  register: lazy(() => import('../features/auth/RegisterPage')),
  notFound: lazy(() => import('../features/system/NotFoundPage')),
};

/** The route table: the single source of the router, the side menu and the page titles. */
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
        icon: HomeOutlined,
        auth: true,
        cache: true,
        component: page.overview,
      },
      {
        path: '/account-info',
        name: 'account-info',
        titleKey: 'route.accountInfo',
        icon: SettingOutlined,
        auth: true,
        component: page.accountInfo,
      },
      { path: '/refresh', name: 'refresh', titleKey: 'route.refresh', hidden: true, component: page.refresh },
      {
        path: '/redirect/*',
        name: 'redirect',
        titleKey: 'route.redirect',
        hidden: true,
        component: page.redirect,
      },
    ],
  },
  { path: '/login', name: 'login', titleKey: 'route.login', hidden: true, component: page.login },
  { path: '/register', name: 'register', titleKey: 'route.register', hidden: true, component: page.register },
  { path: '*', name: 'not-found', titleKey: 'route.notFound', hidden: true, component: page.notFound },
];
