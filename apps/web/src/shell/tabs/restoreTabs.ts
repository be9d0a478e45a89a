import { canNow } from '../../lib/permissions';
import { findRoute, isTabRoute, type RouteMatchInfo } from '../../lib/routing/routeLookup';
import { homeTab, type Tab, withHome } from './tabModel';

/** A page that becomes a tab: behind auth, not a helper, and one the user's role permits. */
function isPermittedTab(match: RouteMatchInfo | null): match is RouteMatchInfo {
  return isTabRoute(match) && canNow(match.permission);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringMap(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** Rebuilds a saved tab from the route table; null when its route no longer exists or is not permitted. */
function reviveTab(saved: unknown): Tab | null {
  if (!isRecord(saved) || typeof saved.fullPath !== 'string' || !saved.fullPath.startsWith('/')) return null;
  const url = new URL(saved.fullPath, 'http://local');
  const match = findRoute(url.pathname);
  if (!isPermittedTab(match)) return null;
  return {
    name: match.record.name,
    fullPath: saved.fullPath,
    params: match.params,
    query: stringMap(Object.fromEntries(url.searchParams)),
    meta: { title: match.record.titleKey ?? match.record.name, cache: Boolean(match.record.cache) },
  };
}

/**
 * SHELL-14: saved tabs whose route is gone (or that the user's role does not permit) are dropped;
 * /index is always kept; default: only /index.
 */
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

/**
 * The tab for a location the router just showed, or null when it must not become one (SHELL-10; a
 * page shown as 403 is not a tab either).
 */
export function tabForLocation(pathname: string, search: string): Tab | null {
  const match = findRoute(pathname);
  if (!isPermittedTab(match)) return null;
  return {
    name: match.record.name,
    fullPath: `${pathname}${search}`,
    params: match.params,
    query: Object.fromEntries(new URLSearchParams(search)),
    meta: { title: match.record.titleKey ?? match.record.name, cache: Boolean(match.record.cache) },
  };
}
