import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../lib/i18n';
import { sideMenu } from '../../lib/routing/menu';
import '../../test/appRouteTable';
import { fuzzyScore } from './fuzzy';
import { searchItems, searchPool } from './searchPool';
import { isTyping } from './useSearchHotkey';

const t = (key: string, params?: Record<string, string>) => i18n.t(key, params);

describe('search panel', () => {
  it('SHELL-18: the pool is every visible leaf menu entry with its full title "Parent / Child" and path', async () => {
    await setLanguage('en');
    const pool = searchPool(sideMenu(), t);
    expect(pool.find((i) => i.path === '/demo/plugins/day')?.fullTitle).toBe(
      'Demo / Plugins / Date formatting',
    );
    expect(pool.find((i) => i.path === '/index')?.fullTitle).toBe('Account overview');
    expect(pool.map((i) => i.path)).not.toContain('/refresh');
    expect(pool.map((i) => i.path)).not.toContain('/demo');
  });

  it('SHELL-18: fuzzy match on title and path; an empty query lists all', async () => {
    await setLanguage('en');
    const pool = searchPool(sideMenu(), t);
    expect(searchItems(pool, '')).toEqual(pool);
    expect(searchItems(pool, 'dtfmt')[0]?.path).toBe('/demo/plugins/day');
    expect(searchItems(pool, 'plg/clip')[0]?.path).toBe('/demo/plugins/clipboard');
    expect(searchItems(pool, 'zzzz')).toEqual([]);
    expect(fuzzyScore('abc', 'a-b-c')).not.toBeNull();
    expect(fuzzyScore('cba', 'abc')).toBeNull();
    await setLanguage('cn');
    const cn = searchPool(sideMenu(), t);
    expect(searchItems(cn, '前端日志')[0]?.path).toBe('/log');
  });

  it('SHELL-17: the hotkey does not fire while typing in an input', () => {
    const input = document.createElement('input');
    const area = document.createElement('textarea');
    const div = document.createElement('div');
    expect(isTyping(input)).toBe(true);
    expect(isTyping(area)).toBe(true);
    expect(isTyping(div)).toBe(false);
    div.contentEditable = 'true';
    Object.defineProperty(div, 'isContentEditable', { value: true });
    expect(isTyping(div)).toBe(true);
  });
});
