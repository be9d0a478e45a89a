import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STYLES, firstScreenStylesPlugin } from './antdStylesPlugin';

/** The plugin's hooks as Vite calls them, for the command given. */
function pluginFor(command: 'build' | 'serve') {
  const plugin = firstScreenStylesPlugin();
  const call = <A extends unknown[]>(hook: unknown, ...args: A) =>
    (hook as (...a: A) => unknown).call({}, ...args);
  call(plugin.configResolved, { command } as ResolvedConfig);
  const id = call(plugin.resolveId, FIRST_SCREEN_STYLES) as string;
  return { id, load: () => call(plugin.load, id) as string };
}

describe('the first screen’s UI kit rules', () => {
  it('are rendered for the build: production class names, every component of the shell, and the map the kit reads', () => {
    const css = pluginFor('build').load();
    expect(css).not.toContain('css-dev-only');
    const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)"/.exec(css)?.[1] ?? '';
    for (const component of ['Layout-Sider', 'Menu-Menu', 'Drawer-Drawer', 'Button-Button', 'Card-Card']) {
      expect(map).toContain(`|${component}|`);
    }
    // the map names the rest of the list too (the icons, the shared rules, each component drawn)
    expect(map.split(';').length).toBeGreaterThan(15);
    expect(css).toMatch(/:where\(\.css-[a-z0-9]+\)\.ant-btn\{/);
  }, 60_000);

  it('are an empty sheet on the dev server, where the kit names its classes for development', () => {
    const dev = pluginFor('serve');
    expect(dev.id).toBe(`\0${FIRST_SCREEN_STYLES}`);
    expect(dev.load()).toBe('');
  });
});
