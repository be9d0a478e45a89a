import type { ComponentType, LazyExoticComponent } from 'react';

/** One declaration per route: the router, menu, titles (and later tabs and search) derive from it. */
export interface RouteRecord {
  /** Absolute path; `*` suffixes allowed (`/redirect/*`). */
  path: string;
  /** Unique route name (`login`, `index`, …). */
  name: string;
  /** i18n key of the title shown in the header, document title and menu. */
  titleKey?: string;
  icon?: ComponentType;
  /** Needs a session (SHELL-30); children inherit it. */
  auth?: boolean;
  /** Never shown in menus or search (SHELL-5). */
  hidden?: boolean;
  /** Keep the page mounted while its tab is open (SHELL-15, next task). */
  cache?: boolean;
  /** Where the bare path goes (e.g. `/` → `/index`). */
  redirect?: string;
  component?: LazyExoticComponent<ComponentType>;
  children?: RouteRecord[];
}

/** What every matched route exposes through `useMatches()`. */
export interface RouteHandle {
  name: string;
  titleKey?: string;
  auth: boolean;
  cache: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'auth' in value;
}
