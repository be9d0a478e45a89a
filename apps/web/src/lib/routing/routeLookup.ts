import type { Permission } from '@mc/contract';
import { matchRoutes } from 'react-router';
import { routeTable } from './routeTable';
import type { RouteRecord } from './routeTypes';

export interface RouteMatchInfo {
  record: RouteRecord;
  params: Record<string, string>;
  /** Needs a session, itself or through a parent. */
  auth: boolean;
  /** What the user's role must permit: the deepest matched record's own, or a parent's. */
  permission: Permission | undefined;
}

/**
 * The deepest route record that shows a page at `pathname` in `table` (by default the registered
 * route table), or null (unknown or the catch-all 404).
 */
export function findRoute(pathname: string, table?: RouteRecord[]): RouteMatchInfo | null {
  if (table) return matchRecord(pathname, table);
  // matching ranks every branch of the table; a navigation asks for the same few paths again and again
  if (lookupsTable !== routeTable()) {
    lookups.clear();
    lookupsTable = routeTable();
  }
  const known = lookups.get(pathname);
  if (known !== undefined) return known;
  if (lookups.size >= LOOKUP_LIMIT) lookups.clear();
  const found = matchRecord(pathname, routeTable());
  lookups.set(pathname, found);
  return found;
}

const LOOKUP_LIMIT = 500;
const lookups = new Map<string, RouteMatchInfo | null>();
let lookupsTable: RouteRecord[] | undefined;

function matchRecord(pathname: string, table: RouteRecord[]): RouteMatchInfo | null {
  const matches = matchRoutes(table, pathname);
  const last = matches?.[matches.length - 1];
  if (!last || last.route.name === 'not-found' || !last.route.component) return null;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(last.params)) if (value !== undefined) params[key] = value;
  const permission = matches.findLast((m) => m.route.permission !== undefined)?.route.permission;
  return { record: last.route, params, auth: matches.some((m) => Boolean(m.route.auth)), permission };
}

/** SHELL-10: only pages behind auth become tabs; helper routes (/refresh, /redirect) never do. */
export function isTabRoute(match: RouteMatchInfo | null): match is RouteMatchInfo {
  return Boolean(match?.auth && !match.record.helper);
}
