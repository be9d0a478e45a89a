import { type MenuEntry, menuLeaves } from '../../lib/routing/menu';
import { fuzzyScore } from './fuzzy';

export interface SearchItem {
  path: string;
  /** "Parent / Child" */
  fullTitle: string;
}

type Translate = (key: string, params?: Record<string, string>) => string;

/** SHELL-18: every visible leaf menu entry with its full title and path. */
export function searchPool(entries: MenuEntry[], t: Translate): SearchItem[] {
  return menuLeaves(entries).map(({ entry, parents }) => ({
    path: entry.path,
    fullTitle: [...parents, entry].map((e) => t(e.titleKey, e.titleParams)).join(' / '),
  }));
}

/** SHELL-18: fuzzy match on the full title and on the path; an empty query lists all. */
export function searchItems(pool: SearchItem[], query: string): SearchItem[] {
  if (!query.trim()) return pool;
  return pool
    .map((item) => {
      const title = fuzzyScore(query, item.fullTitle);
      const path = fuzzyScore(query, item.path);
      const score = Math.max(title ?? Number.NEGATIVE_INFINITY, path ?? Number.NEGATIVE_INFINITY);
      return { item, score };
    })
    .filter((r) => r.score !== Number.NEGATIVE_INFINITY)
    .sort((a, b) => b.score - a.score)
    .map((r) => r.item);
}
