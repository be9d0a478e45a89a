import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { readPreference, writePreference } from '../../lib/storage';
import '../../test/appRouteTable';
import { restoreTabs, tabForLocation } from './restoreTabs';
import { homeTab } from './tabModel';
import { useTabsStore } from './tabsStore';

describe('saved tabs', () => {
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
});
