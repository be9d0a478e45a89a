import { findRoute, isTabRoute } from '../../lib/routing/routeLookup';
import { homeTab, type Tab, withHome } from './tabModel';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringMap(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** Rebuilds a saved tab from the route table; null when its route no longer exists. */
function reviveTab(saved: unknown): Tab | null {
  if (!isRecord(saved) || typeof saved.fullPath !== 'string' || !saved.fullPath.startsWith('/')) return null;
  const url = new URL(saved.fullPath, 'http://local');
  const match = findRoute(url.pathname);
  if (!isTabRoute(match)) return null;
  return {
    name: match.record.name,
    fullPath: saved.fullPath,
    params: match.params,
    query: stringMap(Object.fromEntries(url.searchParams)),
    meta: { title: match.record.titleKey ?? match.record.name, cache: Boolean(match.record.cache) },
  };
}

/** SHELL-14: saved tabs whose route is gone are dropped; /index is always kept; default: only /index. */
export function restoreTabs(saved: unknown): Tab[] {
  if (!Array.isArray(saved)) return [homeTab];
  const seen = new Set<string>();
  const tabs = saved.map(reviveTab).filter((tab): tab is Tab => {
    if (!tab || seen.has(tab.fullPath)) return false;
    seen.add(tab.fullPath);
    return true;
  });
  return withHome(tabs);
}

/** The tab for a location the router just showed, or null when it must not become one (SHELL-10). */
export function tabForLocation(pathname: string, search: string): Tab | null {
  const match = findRoute(pathname);
  if (!isTabRoute(match)) return null;
  return {
    name: match.record.name,
    fullPath: `${pathname}${search}`,
    params: match.params,
    query: Object.fromEntries(new URLSearchParams(search)),
    meta: { title: match.record.titleKey ?? match.record.name, cache: Boolean(match.record.cache) },
  };
}
