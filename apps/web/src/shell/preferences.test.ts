import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { readPreference, userPath, writePreference } from '../lib/storage';
import { LOAD_ORDER, type LoadStep, loadPreferences, resetLoadedPreferences } from './loadPreferences';
import { DEFAULT_COLOR, usePreferences } from './preferences';
import { kitSize } from './theme/sizes';
import { THEME_NAMES, themeByName, themes } from './theme/themes';

beforeEach(() => resetLoadedPreferences());

describe('per-user store', () => {
  it('SHELL-20: values live under sys.user.<uuid>.<key> in one localStorage key per app version', () => {
    Cookies.set('uuid', 'm_42');
    writePreference('menu.asideCollapse', true);
    expect(localStorage.length).toBe(1);
    const key = localStorage.key(0) ?? '';
    expect(key).toMatch(/^merchant-console-\d+\.\d+\.\d+/);
    const tree = JSON.parse(localStorage.getItem(key) ?? '{}');
    expect(tree.sys.user.m_42.menu.asideCollapse).toBe(true);
  });

  it('SHELL-20: without a uuid cookie the user is ghost-uuid', () => {
    expect(userPath('size.value')).toEqual(['sys', 'user', 'ghost-uuid', 'size', 'value']);
    writePreference('size.value', 'small');
    Cookies.set('uuid', 'm_1');
    expect(readPreference('size.value')).toBeUndefined();
  });

  it('SHELL-20: defaults: size default, colour #409EFF, theme d2, aside expanded with transitions', () => {
    Cookies.set('uuid', 'fresh');
    loadPreferences();
    const s = usePreferences.getState();
    expect([s.size, s.color, s.theme, s.asideCollapse, s.asideTransition]).toEqual([
      'default',
      '#409EFF',
      'd2',
      false,
      true,
    ]);
  });

  it('SHELL-21: load order: user, theme, transition, opened tabs, menu, size, colour', () => {
    const seen: LoadStep[] = [];
    loadPreferences((step) => seen.push(step));
    expect(seen).toEqual(['user', 'theme', 'transition', 'opened', 'menu', 'size', 'color']);
    expect(LOAD_ORDER).toEqual(seen);
  });

  it('SHELL-21: it runs again after login (a new uuid), not on every navigation', () => {
    Cookies.set('uuid', 'a');
    const seen: LoadStep[] = [];
    loadPreferences((step) => seen.push(step));
    loadPreferences((step) => seen.push(step));
    expect(seen).toHaveLength(7);
    Cookies.set('uuid', 'b');
    writePreference('size.value', 'mini');
    loadPreferences((step) => seen.push(step));
    expect(seen).toHaveLength(14);
    expect(usePreferences.getState().size).toBe('mini');
  });

  it('SHELL-2: collapsed state and transition switch are saved per user', () => {
    Cookies.set('uuid', 'm_9');
    usePreferences.getState().setAsideCollapse(true);
    usePreferences.getState().setAsideTransition(false);
    expect(readPreference('menu.asideCollapse')).toBe(true);
    expect(readPreference('menu.asideTransition')).toBe(false);
    usePreferences.setState({ asideCollapse: false, asideTransition: true });
    usePreferences.getState().loadMenu();
    expect(usePreferences.getState().asideCollapse).toBe(true);
    expect(usePreferences.getState().asideTransition).toBe(false);
  });
});

describe('themes, size, colour', () => {
  it('SHELL-22: seven themes, d2 first; each has a title, a name and its own header, aside and tab colours', () => {
    expect(THEME_NAMES.join(' ')).toBe('d2 chester element violet line star tomorrow-night-blue');
    const looks = new Set(themes.map((t) => `${t.header.bg}|${t.aside.bg}|${t.tabs.activeBg}`));
    expect(looks.size).toBe(7);
    for (const t of themes) expect(t.title).toMatch(/^theme\./);
  });

  it('SHELL-22: an unknown saved theme falls back to the first and is saved again', () => {
    expect(themeByName('purple-rain').name).toBe('d2');
    writePreference('theme.activeName', 'purple-rain');
    usePreferences.getState().loadTheme();
    expect(usePreferences.getState().theme).toBe('d2');
    expect(readPreference('theme.activeName')).toBe('d2');
    usePreferences.getState().setTheme('star');
    usePreferences.getState().loadTheme();
    expect(usePreferences.getState().theme).toBe('star');
  });

  it('SHELL-23: default / medium / small / mini map onto the UI kit sizes', () => {
    expect(kitSize('default')).toEqual({ componentSize: 'middle' });
    expect(kitSize('medium').componentSize).toBe('middle');
    expect(kitSize('medium').algorithm).toBeDefined();
    expect(kitSize('small')).toEqual({ componentSize: 'small' });
    expect(kitSize('mini').componentSize).toBe('small');
    expect(kitSize('mini').algorithm).toBeDefined();
  });

  it('SHELL-24: the primary colour defaults to #409EFF, is saved per user and rejects non-colours', () => {
    expect(DEFAULT_COLOR).toBe('#409EFF');
    usePreferences.getState().setColor('#722ED1');
    usePreferences.setState({ color: DEFAULT_COLOR });
    usePreferences.getState().loadColor();
    expect(usePreferences.getState().color).toBe('#722ED1');
    writePreference('color.value', 'red; background: url(x)');
    usePreferences.getState().loadColor();
    expect(usePreferences.getState().color).toBe(DEFAULT_COLOR);
  });
});
