import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { readPreference, writePreference } from '../../lib/storage';
import '../../test/appRouteTable';
import { logInAs, ownerInfo, userInfo } from '../../test/merchantInfo';
import { restoreTabs, tabForLocation } from './restoreTabs';
import { homeTab } from './tabModel';
import { useTabsStore } from './tabsStore';

describe('saved tabs', () => {
  beforeEach(() => logInAs(ownerInfo));

  it('SHELL-14: initially only /index is open', () => {
    expect(restoreTabs(undefined)).toEqual([homeTab]);
    expect(restoreTabs('garbage')).toEqual([homeTab]);
  });

  it('SHELL-14: the list is saved per user and restored; unknown routes are dropped; /index is kept', () => {
    Cookies.set('uuid', 'm_1');
    useTabsStore.getState().load();
    const day = tabForLocation('/demo/plugins/day', '');
    const params = tabForLocation('/demo/playground/page-cache/params/2', '?x=1');
    if (!day || !params) throw new Error('expected tabs');
    useTabsStore.getState().open(day);
    useTabsStore.getState().open(params);
    const saved = readPreference('page.opened');
    expect(Array.isArray(saved) && saved.map((t: { fullPath: string }) => t.fullPath)).toEqual([
      '/index',
      '/demo/plugins/day',
      '/demo/playground/page-cache/params/2?x=1',
    ]);
    writePreference('page.opened', [
      { fullPath: '/demo/plugins/day' },
      { fullPath: '/gone/away' },
      { fullPath: '/login' },
      { fullPath: '/demo/playground/page-cache/params/2?x=1' },
    ]);
    useTabsStore.getState().load();
    const restored = useTabsStore.getState().tabs;
    expect(restored.map((t) => t.fullPath)).toEqual([
      '/index',
      '/demo/plugins/day',
      '/demo/playground/page-cache/params/2?x=1',
    ]);
    expect(restored[2]).toMatchObject({ params: { id: '2' }, query: { x: '1' }, meta: { cache: true } });
  });

  it('SHELL-13: the new order is saved', () => {
    Cookies.set('uuid', 'm_2');
    writePreference('page.opened', [{ fullPath: '/demo/plugins/day' }, { fullPath: '/demo/plugins/db' }]);
    useTabsStore.getState().load();
    useTabsStore.getState().move(2, 1);
    const saved = readPreference('page.opened') as { fullPath: string }[];
    expect(saved.map((t) => t.fullPath)).toEqual(['/index', '/demo/plugins/db', '/demo/plugins/day']);
  });

  it('saved tabs the role does not permit are dropped; such a page opened by URL is no tab', () => {
    Cookies.set('uuid', 'm_3');
    logInAs(userInfo(['account.own', 'overview.read', 'orders.read']));
    writePreference('page.opened', [
      { fullPath: '/receive/account' },
      { fullPath: '/pay/index' },
      { fullPath: '/transaction-history' },
    ]);
    useTabsStore.getState().load();
    expect(useTabsStore.getState().tabs.map((t) => t.fullPath)).toEqual(['/index', '/receive/account']);
    expect(tabForLocation('/pay/create', '')).toBeNull();
    expect(tabForLocation('/receive/account', '?status=paid')?.fullPath).toBe('/receive/account?status=paid');
  });
});
