import { useEffect, useState } from 'react';
import { type MenuEntry, menuLeaves } from '../../lib/routing/menu';

/** The submenu keys above the entry of `pathname` (the accordion opens only that chain, SHELL-2). */
export function openChainFor(entries: MenuEntry[], pathname: string): string[] {
  const leaf = menuLeaves(entries).find(({ entry }) => entry.path === pathname);
  return leaf ? leaf.parents.map((p) => p.key) : [];
}

/** SHELL-2: accordion: opening a submenu closes the others that are not its ancestors. */
export function accordion(previous: string[], next: string[]): string[] {
  const opened = next.find((key) => !previous.includes(key));
  if (!opened) return next;
  return next.filter((key) => key === opened || opened.startsWith(`${key}/`));
}

export function useMenuOpen(entries: MenuEntry[], pathname: string) {
  const [openKeys, setOpenKeys] = useState<string[]>(() => openChainFor(entries, pathname));
  useEffect(() => {
    const chain = openChainFor(entries, pathname);
    if (chain.length > 0) setOpenKeys(chain);
  }, [entries, pathname]);
  return { openKeys, onOpenChange: (keys: string[]) => setOpenKeys((prev) => accordion(prev, keys)) };
}
