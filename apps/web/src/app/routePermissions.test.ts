import { type Permission, permissions } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { canWith } from '../lib/permissions';
import { buildMenu, menuLeaves, permittedMenu } from '../lib/routing/menu';
import { findRoute } from '../lib/routing/routeLookup';
import { registerRouteTable } from '../lib/routing/routeTable';
import type { RouteRecord } from '../lib/routing/routeTypes';
import { routes } from './routes';

registerRouteTable(routes);

interface Visited {
  record: RouteRecord;
  auth: boolean;
  permission: Permission | undefined;
}

/** Every record of the table with its session need and its permission (own, else its parent's). */
function visit(records: RouteRecord[], auth = false, inherited?: Permission): Visited[] {
  return records.flatMap((record) => {
    const own = { auth: auth || Boolean(record.auth), permission: record.permission ?? inherited };
    return [{ record, ...own }, ...visit(record.children ?? [], own.auth, own.permission)];
  });
}

/** The shell's frame holds the pages; each page below it names what it needs (nothing inherited from the frame). */
const FRAME = 'layout';
const visited = visit(routes);
const paths = (entries: ReturnType<typeof buildMenu>) => menuLeaves(entries).map(({ entry }) => entry.path);

describe('route permissions', () => {
  it('every route behind a session that shows a page, a redirect or menu links has a permission (own or inherited)', () => {
    const pages = visited.filter(
      ({ record, auth }) =>
        auth && record.name !== FRAME && (record.component || record.redirect || record.links),
    );
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((p) => !p.permission).map((p) => p.record.path)).toEqual([]);
    // the frame gives nothing to inherit: a page added below it without a permission fails above
    expect(routes.find((r) => r.name === FRAME)?.permission).toBeUndefined();
  });

  it('public pages need no permission', () => {
    for (const path of ['/invite/abc', '/ops/login']) expect(findRoute(path)?.permission).toBeUndefined();
  });

  it('the pages need the permissions of the calls they make; a child without one takes its parent’s', () => {
    const expected: Record<string, Permission> = {
      '/index': 'overview.read',
      '/receive/account': 'orders.read',
      '/receive/create': 'orders.create',
      '/receive/order/1': 'orders.read',
      '/receive/batch': 'collection.read',
      '/system/batch/account': 'collection.manage',
      '/pay/index': 'payouts.read',
      '/pay/create': 'payouts.create',
      '/withdraw/account': 'payouts.read',
      '/withdraw/create': 'conversions.create',
      '/wallet': 'overview.read',
      '/fiat/account': 'fiat.read',
      '/fiat/recharge': 'fiat.topup',
      '/fiat/withdraw': 'payouts.create',
      '/fiat/withdrawToCrypto': 'conversions.create',
      '/transaction-history': 'history.read',
      '/kyc-kyb': 'kyb.read',
      '/kyc-kyb/history': 'kyb.read',
      '/account-info': 'account.own',
      '/log': 'account.own',
      // inherited from the demo group
      '/demo/plugins/day': 'account.own',
    };
    for (const [path, permission] of Object.entries(expected))
      expect([path, findRoute(path)?.permission]).toEqual([path, permission]);
    expect(findRoute('/demo/plugins/day')?.record.permission).toBeUndefined();
  });
});

describe('the menu follows the permissions', () => {
  const menu = buildMenu(routes);

  it('the owner (every permission) sees every entry', () => {
    expect(paths(permittedMenu(menu, canWith(permissions)))).toEqual(paths(menu));
  });

  it('entries a role lacks are hidden, and a group whose entries are all hidden goes with them', () => {
    const viewer = canWith(['account.own', 'overview.read', 'orders.read', 'history.read']);
    const shown = permittedMenu(menu, viewer);
    expect(paths(shown)).toContain('/receive/account');
    expect(paths(shown)).toContain('/transaction-history');
    for (const hidden of [
      '/receive/batch',
      '/system/batch/account',
      '/pay/index',
      '/kyc-kyb',
      '/fiat/account',
    ])
      expect(paths(shown)).not.toContain(hidden);
    expect(shown.map((entry) => entry.path)).not.toContain('/fiat');
    expect(shown.find((entry) => entry.path === '/')?.children?.map((e) => e.path)).toEqual([
      '/receive/account',
      '/wallet',
    ]);
  });

  it('a role with only its own account sees its settings, the demo pages and the log', () => {
    const shown = permittedMenu(menu, canWith(['account.own']));
    expect(shown.map((entry) => entry.path)).toEqual(['/account-info', '/demo', '/log']);
  });

  it('menu entries inherit their parent route’s permission', () => {
    const table: RouteRecord[] = [
      {
        path: '/g',
        name: 'g',
        permission: 'kyb.read',
        children: [
          { path: '/g/a', name: 'a' },
          { path: '/g/b', name: 'b', permission: 'orders.read' },
        ],
      },
    ];
    expect(paths(permittedMenu(buildMenu(table), canWith(['kyb.read'])))).toEqual(['/g/a']);
    expect(paths(permittedMenu(buildMenu(table), canWith(['orders.read'])))).toEqual(['/g/b']);
  });
});
