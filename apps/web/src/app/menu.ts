import type { ComponentType } from 'react';
import { routes } from './routes';
import type { RouteRecord } from './routeTypes';

export interface MenuEntry {
  key: string;
  path: string;
  titleKey: string;
  icon?: ComponentType;
  children?: MenuEntry[];
}

/** SHELL-5: menus are built from the route table; hidden routes never appear. */
export function buildMenu(records: RouteRecord[]): MenuEntry[] {
  return records.flatMap((record): MenuEntry[] => {
    if (record.hidden) return record.children ? buildMenu(record.children) : [];
    const children = record.children ? buildMenu(record.children) : [];
    const entry: MenuEntry = {
      key: record.path,
      path: record.path,
      titleKey: record.titleKey ?? record.name,
      icon: record.icon,
    };
    return [children.length > 0 ? { ...entry, children } : entry];
  });
}

export const sideMenu: MenuEntry[] = buildMenu(routes);
