import type { Permission } from '@mc/contract';
import type { MessageBundleName } from '../../locales/bundleNames';
import type { RoutePage } from './lazyPage';

/** Menu icons by name: the shell resolves them lazily (shell/menuIcons.tsx), keeping /login light. */
export type MenuIconName =
  | 'home'
  | 'setting'
  | 'demo'
  | 'playground'
  | 'plugins'
  | 'components'
  | 'log'
  | 'kyb'
  | 'history'
  | 'money'
  | 'wallet'
  | 'bank'
  | 'team';

/** A menu entry that opens a parameterised route with fixed params (e.g. params/1, params/2). */
export interface RouteLink {
  path: string;
  params: Record<string, string>;
}

/** One declaration per route: the router, menu, header title, tabs, search and document title derive from it. */
export interface RouteRecord {
  /** Absolute path; `*` suffixes allowed (`/redirect/*`). */
  path: string;
  /** Unique route name (`login`, `index`, …). */
  name: string;
  /** i18n key of the title (cn and en); may use the route params (`{{id}}`). */
  titleKey?: string;
  icon?: MenuIconName;
  /** Needs a session (SHELL-30); children inherit it. */
  auth?: boolean;
  /**
   * What the user's role must permit to open it (the permission of the API calls it is for):
   * without it the route is not in the menu or search, and opened by URL it shows the 403 page.
   * Children inherit it.
   */
  permission?: Permission;
  /** Never shown in menus or search (SHELL-5). */
  hidden?: boolean;
  /** Keep the page mounted while its tab is open (SHELL-15). */
  cache?: boolean;
  /** Helper routes (/refresh, /redirect) never become tabs (SHELL-10). */
  helper?: boolean;
  /** Where the bare path goes (e.g. `/` → `/index`). */
  redirect?: string;
  /** Menu entries for a route with params (SHELL-18: they are search entries too). */
  links?: RouteLink[];
  /** The page, fetched with the route's data and texts (lazyPage), or in the entry (eagerPage). */
  component?: RoutePage;
  /**
   * The page's first data, fetched into the query cache beside the guard when the role may read it
   * (lib/routing/pageData.ts); the page's query then finds it there.
   */
  data?: () => Promise<unknown>;
  /** Texts the page needs (cn and en), loaded with the route before it shows. */
  messages?: readonly MessageBundleName[];
  /**
   * The titles of this record and the records below it (cn and en): the shell loads every area's
   * titles with its menu, tabs and search; a route shown without the shell loads its own.
   */
  titles?: MessageBundleName;
  children?: RouteRecord[];
}

/** What every matched route exposes through `useMatches()`. */
export interface RouteHandle {
  name: string;
  titleKey?: string;
  auth: boolean;
  /** What the user's role must permit to see the page (the record's own, or its parent's). */
  permission?: Permission;
  cache: boolean;
  helper: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'auth' in value;
}
