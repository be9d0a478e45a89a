import { describe, expect, it } from 'vitest';
import { buildMenu, menuAction, menuLeaves } from '../lib/routing/menu';
import { findRoute, isTabRoute } from '../lib/routing/routeLookup';
import { registerRouteTable } from '../lib/routing/routeTable';
import type { RouteRecord } from '../lib/routing/routeTypes';
import { routes } from './routes';

registerRouteTable(routes);

describe('side menu', () => {
  it('SHELL-5: hidden routes never appear in the menu', () => {
    const top = buildMenu(routes).map((entry) => entry.path);
    expect(top).toEqual([
      '/index',
      '/',
      '/fiat',
      '/transaction-history',
      '/money',
      '/kyc-kyb',
      '/account-info',
      '/power',
      '/demo',
      '/log',
    ]);
    const all = menuLeaves(buildMenu(routes)).map(({ entry }) => entry.path);
    for (const hidden of [
      '/refresh',
      '/redirect/*',
      '/login',
      '/register',
      '*',
      '/receive/create',
      '/kyc-kyb/history',
      '/payment',
      '/batch/transfer',
      '/invite/:token',
    ])
      expect(all).not.toContain(hidden);
    expect(all.some((path) => path.includes(':'))).toBe(false);
    expect(all).not.toContain('/demo/playground/page-argu/get/:username');
  });

  it("every entry of the menu's first level has an icon: a collapsed menu shows nothing else", () => {
    const top = buildMenu(routes);
    expect(top.filter((entry) => !entry.icon).map((entry) => entry.path)).toEqual([]);
    // and each its own: two entries with one icon look like one place twice
    expect(new Set(top.map((entry) => entry.icon)).size).toBe(top.length);
  });

  it('SHELL-5: a route with params appears through its links (params/1 and params/2)', () => {
    const all = menuLeaves(buildMenu(routes)).map(({ entry }) => entry.path);
    expect(all).toContain('/demo/playground/page-cache/params/1');
    expect(all).toContain('/demo/playground/page-cache/params/2');
  });

  it('SHELL-5: a hidden parent still lists its visible children; a hidden leaf is dropped', () => {
    const table: RouteRecord[] = [
      { path: '/a', name: 'a', hidden: true, children: [{ path: '/a/b', name: 'b', titleKey: 'b' }] },
      { path: '/c', name: 'c', hidden: true },
    ];
    expect(buildMenu(table).map((e) => e.path)).toEqual(['/a/b']);
  });

  it('SHELL-6: http:// and https:// entries open a new window', () => {
    expect(menuAction('https://example.com/docs')).toBe('external');
    expect(menuAction('http://example.com')).toBe('external');
  });

  it('SHELL-7: no path, an empty path or a placeholder path is a temporary menu', () => {
    for (const path of [undefined, null, '', '  ', '#', 'd2-menu-empty-3'])
      expect(menuAction(path)).toBe('placeholder');
  });

  it('SHELL-8: any other entry navigates', () => {
    expect(menuAction('/index')).toBe('navigate');
    expect(menuAction('/demo/plugins/day')).toBe('navigate');
  });
});

describe('route table', () => {
  it('SHELL-37: unknown paths are the 404 page', () => {
    expect(findRoute('/no/such/page')).toBeNull();
  });

  it("SHELL-37: /login, /register, /payment and /batch/transfer are the public entry's, not the console's; batch collection is in the crypto account group", () => {
    for (const path of ['/login', '/register', '/payment', '/batch/transfer'])
      expect(findRoute(path)).toBeNull();
    const crypto = buildMenu(routes).find((entry) => entry.path === '/');
    expect(crypto?.children?.map((entry) => entry.path).slice(0, 3)).toEqual([
      '/receive/account',
      '/receive/batch',
      '/system/batch/account',
    ]);
  });

  it('SHELL-10: helper routes and public routes never become tabs; pages behind auth do', () => {
    expect(isTabRoute(findRoute('/refresh'))).toBe(false);
    expect(isTabRoute(findRoute('/redirect/index'))).toBe(false);
    expect(isTabRoute(findRoute('/invite/abc'))).toBe(false);
    expect(isTabRoute(findRoute('/index'))).toBe(true);
    expect(findRoute('/demo/playground/page-argu/get/alice')?.params).toEqual({ username: 'alice' });
  });
});
