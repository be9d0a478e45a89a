import { describe, expect, it } from 'vitest';
import { tabCommands } from './tabMenu';
import {
  closeAll,
  closeAround,
  closeTab,
  HOME_PATH,
  homeTab,
  moveTab,
  openTab,
  replaceTab,
  type Tab,
  withHome,
} from './tabModel';

const tab = (fullPath: string, query: Record<string, string> = {}): Tab => ({
  name: fullPath.slice(1),
  fullPath,
  params: {},
  query,
  meta: { title: 'route.x', cache: false },
});
const paths = (tabs: Tab[]) => tabs.map((t) => t.fullPath);
const list = [homeTab, tab('/a'), tab('/b'), tab('/c')];

describe('tabs', () => {
  it('SHELL-9: a tab is {name, fullPath, params, query, meta:{title, cache}}; home is /index and first', () => {
    expect(homeTab).toEqual({
      name: 'index',
      fullPath: '/index',
      params: {},
      query: {},
      meta: { title: 'route.index', cache: true },
    });
    expect(paths(withHome([tab('/a'), homeTab]))).toEqual(['/index', '/a']);
    expect(paths(withHome([tab('/a')]))).toEqual(['/index', '/a']);
  });

  it('SHELL-10: navigating focuses the tab with the same fullPath (updating query) or appends one', () => {
    const once = openTab(list, tab('/d'));
    expect(paths(once)).toEqual(['/index', '/a', '/b', '/c', '/d']);
    const again = openTab(once, tab('/b', { x: '1' }));
    expect(paths(again)).toEqual(paths(once));
    expect(again[2]?.query).toEqual({ x: '1' });
  });

  it('SHELL-10: a page replacing its own query (its filters) keeps its tab, in place', () => {
    const filtered = replaceTab(list, '/b', tab('/b?type=x', { type: 'x' }));
    expect(paths(filtered)).toEqual(['/index', '/a', '/b?type=x', '/c']);
    expect(filtered[2]?.query).toEqual({ type: 'x' });
    // a tab already showing that query is focused, the replaced one goes
    expect(paths(replaceTab(filtered, '/c', tab('/b?type=x')))).toEqual(['/index', '/a', '/b?type=x']);
    // without a tab to replace, or from home, the tab opens as usual
    expect(paths(replaceTab(list, '/gone', tab('/d')))).toEqual(['/index', '/a', '/b', '/c', '/d']);
    expect(paths(replaceTab(list, HOME_PATH, tab('/index?x=1')))).toContain(HOME_PATH);
  });

  it('SHELL-11: closing the current tab activates its right neighbour, or the left when it was last', () => {
    expect(closeTab(list, '/b', '/b')).toEqual({ tabs: [homeTab, tab('/a'), tab('/c')], navigate: '/c' });
    expect(closeTab(list, '/c', '/c').navigate).toBe('/b');
    expect(closeTab([homeTab, tab('/a')], '/a', '/a').navigate).toBe(HOME_PATH);
  });

  it('SHELL-11: closing a tab that is not current does not navigate; home cannot be closed', () => {
    expect(closeTab(list, '/a', '/c')).toEqual({ tabs: [homeTab, tab('/b'), tab('/c')], navigate: null });
    expect(closeTab(list, HOME_PATH, '/a')).toEqual({ tabs: list, navigate: null });
  });

  it('SHELL-12: close left / right / others keep home and make the anchor current', () => {
    expect(paths(closeAround(list, '/b', '/b', 'left').tabs)).toEqual(['/index', '/b', '/c']);
    expect(paths(closeAround(list, '/b', '/b', 'right').tabs)).toEqual(['/index', '/a', '/b']);
    expect(paths(closeAround(list, '/b', '/b', 'others').tabs)).toEqual(['/index', '/b']);
    expect(closeAround(list, '/b', '/b', 'others').navigate).toBeNull();
    expect(closeAround(list, '/b', '/c', 'left').navigate).toBe('/b');
  });

  it('SHELL-12: close all keeps only home and goes to /index; home offers only "close all"', () => {
    expect(closeAll(list)).toEqual({ tabs: [homeTab], navigate: '/index' });
    expect(tabCommands(homeTab)).toEqual(['closeAll']);
    expect(tabCommands(tab('/a'))).toEqual(['refresh', 'closeLeft', 'closeRight', 'closeOthers', 'closeAll']);
  });

  it('SHELL-13: tabs move by drag and drop; home stays first', () => {
    expect(paths(moveTab(list, 3, 1))).toEqual(['/index', '/c', '/a', '/b']);
    expect(paths(moveTab(list, 1, 3))).toEqual(['/index', '/b', '/c', '/a']);
    expect(paths(moveTab(list, 2, 0))).toEqual(['/index', '/b', '/a', '/c']);
    expect(moveTab(list, 0, 2)).toBe(list);
  });
});
