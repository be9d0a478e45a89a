import type { Permission } from '@mc/contract';
import { routeTable } from './routeTable';
import type { MenuIconName, RouteRecord } from './routeTypes';

export interface MenuEntry {
  key: string;
  path: string;
  titleKey: string;
  /** Values for the title's placeholders (a route link's params). */
  titleParams?: Record<string, string>;
  icon?: MenuIconName;
  /** What the user's role must permit to see it (its route's, or inherited from a parent route). */
  permission?: Permission;
  children?: MenuEntry[];
}

function linkEntries(record: RouteRecord, permission: Permission | undefined): MenuEntry[] {
  return (record.links ?? []).map((link) => ({
    key: link.path,
    path: link.path,
    titleKey: record.titleKey ?? record.name,
    titleParams: link.params,
    icon: record.icon,
    permission,
  }));
}

/**
 * SHELL-5: menus are built from the route table; hidden routes never appear. Each entry carries its
 * route's permission (a record without one takes its parent's).
 */
export function buildMenu(records: RouteRecord[], inherited?: Permission): MenuEntry[] {
  return records.flatMap((record): MenuEntry[] => {
    const permission = record.permission ?? inherited;
    if (record.hidden) return record.children ? buildMenu(record.children, permission) : [];
    if (record.links) return linkEntries(record, permission);
    const children = record.children ? buildMenu(record.children, permission) : [];
    const entry: MenuEntry = {
      key: record.path,
      path: record.path,
      titleKey: record.titleKey ?? record.name,
      icon: record.icon,
      permission,
    };
    return [children.length > 0 ? { ...entry, children } : entry];
  });
}

/**
 * The entries the user may open: a leaf needs its permission; a group stays while one of its
 * entries does (a group whose entries are all refused goes with them).
 */
export function permittedMenu(
  entries: MenuEntry[],
  can: (permission: Permission | undefined) => boolean,
): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    if (!entry.children) return can(entry.permission) ? [entry] : [];
    const children = permittedMenu(entry.children, can);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

let built: { table: RouteRecord[]; entries: MenuEntry[] } | undefined;

/** The side menu of the registered route table (built once per table). */
export function sideMenu(): MenuEntry[] {
  if (built?.table !== routeTable()) built = { table: routeTable(), entries: buildMenu(routeTable()) };
  return built.entries;
}

export type MenuAction = 'external' | 'placeholder' | 'navigate';

/** SHELL-6/7/8: what clicking an entry does, from its path. */
export function menuAction(path: string | null | undefined): MenuAction {
  const value = (path ?? '').trim();
  if (/^https?:\/\//i.test(value)) return 'external';
  if (value === '' || value === '#' || value.startsWith('d2-menu-empty')) return 'placeholder';
  return 'navigate';
}

/** Leaf entries with their ancestors (for the search pool and the accordion's open keys). */
export function menuLeaves(
  entries: MenuEntry[],
  parents: MenuEntry[] = [],
): { entry: MenuEntry; parents: MenuEntry[] }[] {
  return entries.flatMap((entry) =>
    entry.children ? menuLeaves(entry.children, [...parents, entry]) : [{ entry, parents }],
  );
}
