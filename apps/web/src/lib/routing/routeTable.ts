import type { MessageBundleName } from '../../locales/bundleNames';
import type { RouteRecord } from './routeTypes';

let table: RouteRecord[] = [];

/** The app hands its composed route table here once at start; menus, tabs and search read it. */
export function registerRouteTable(records: RouteRecord[]): void {
  table = records;
}

/** The route table the app registered (empty before that). */
export function routeTable(): RouteRecord[] {
  return table;
}

/** Every title bundle declared in `records` and below them, each once. */
export function titleBundlesOf(records: readonly RouteRecord[]): MessageBundleName[] {
  const found = new Set<MessageBundleName>();
  const visit = (record: RouteRecord): void => {
    if (record.titles) found.add(record.titles);
    for (const child of record.children ?? []) visit(child);
  };
  for (const record of records) visit(record);
  return [...found];
}
