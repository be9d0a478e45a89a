/** SHELL-9: an opened page. `meta.title` is the route's i18n title key (rendered with `params`). */
export interface Tab {
  name: string;
  fullPath: string;
  params: Record<string, string>;
  query: Record<string, string>;
  meta: { title: string; cache: boolean };
}

export const HOME_PATH = '/index';

export const homeTab: Tab = {
  name: 'index',
  fullPath: HOME_PATH,
  params: {},
  query: {},
  meta: { title: 'route.index', cache: true },
};

/** What a close action leaves: the new list, and where to navigate (null: stay). */
export interface CloseResult {
  tabs: Tab[];
  navigate: string | null;
}

export const isHome = (tab: Tab): boolean => tab.fullPath === HOME_PATH;

/** SHELL-9/14: home is always first and present exactly once. */
export function withHome(tabs: Tab[]): Tab[] {
  const home = tabs.find(isHome) ?? homeTab;
  return [home, ...tabs.filter((tab) => !isHome(tab))];
}

/** SHELL-10: focus the tab with the same fullPath (updating params/query), else append one. */
function sameDetails(a: Tab, b: Tab): boolean {
  return JSON.stringify([a.params, a.query, a.meta]) === JSON.stringify([b.params, b.query, b.meta]);
}

export function openTab(tabs: Tab[], tab: Tab): Tab[] {
  const index = tabs.findIndex((t) => t.fullPath === tab.fullPath);
  if (index === -1) return withHome([...tabs, tab]);
  const known = tabs[index];
  // focusing an open tab with the same details changes nothing (no re-render, no write)
  if (known && sameDetails(known, tab)) return tabs;
  return tabs.map((t, i) =>
    i === index ? { ...t, params: tab.params, query: tab.query, meta: tab.meta } : t,
  );
}

/** SHELL-11: closing the current tab goes right, else left, else home; closing another does not navigate. */
export function closeTab(tabs: Tab[], fullPath: string, current: string): CloseResult {
  const index = tabs.findIndex((t) => t.fullPath === fullPath);
  const target = tabs[index];
  if (!target || isHome(target)) return { tabs, navigate: null };
  const rest = tabs.filter((_, i) => i !== index);
  if (fullPath !== current) return { tabs: rest, navigate: null };
  const next = tabs[index + 1] ?? tabs[index - 1] ?? homeTab;
  return { tabs: rest, navigate: next.fullPath };
}

type Side = 'left' | 'right' | 'others';

/** SHELL-12: close left/right/others of an anchor; home stays; the anchor becomes current. */
export function closeAround(tabs: Tab[], anchor: string, current: string, side: Side): CloseResult {
  const at = tabs.findIndex((t) => t.fullPath === anchor);
  if (at === -1) return { tabs, navigate: null };
  const keep = tabs.filter((tab, i) => {
    if (isHome(tab) || i === at) return true;
    if (side === 'left') return i > at;
    if (side === 'right') return i < at;
    return false;
  });
  return { tabs: keep, navigate: anchor === current ? null : anchor };
}

/** SHELL-12: close all keeps home and goes to /index. */
export function closeAll(tabs: Tab[]): CloseResult {
  return { tabs: withHome(tabs.filter(isHome)), navigate: HOME_PATH };
}

/** SHELL-13: move the tab at `from` to `to`; home stays first. */
export function moveTab(tabs: Tab[], from: number, to: number): Tab[] {
  const moving = tabs[from];
  if (!moving || isHome(moving) || from === to) return tabs;
  const rest = tabs.filter((_, i) => i !== from);
  rest.splice(Math.max(1, Math.min(to, rest.length)), 0, moving);
  return rest;
}

/**
 * SHELL-10: a page that replaces its own query (its filters) keeps its tab: the tab of `from` takes
 * the new fullPath and query in place. When another tab already shows that fullPath, that one is
 * focused and the tab of `from` goes. Without a tab of `from`, the tab is opened as usual.
 */
export function replaceTab(tabs: Tab[], from: string, tab: Tab): Tab[] {
  const index = tabs.findIndex((t) => t.fullPath === from);
  const known = tabs[index];
  if (!known || isHome(known) || isHome(tab) || from === tab.fullPath) return openTab(tabs, tab);
  const others = tabs.filter((_, i) => i !== index);
  if (others.some((t) => t.fullPath === tab.fullPath)) return openTab(others, tab);
  return tabs.map((t, i) => (i === index ? { ...t, fullPath: tab.fullPath, query: tab.query } : t));
}
