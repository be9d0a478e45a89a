import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useSearchStore } from './search/searchStore';
import { tabForLocation } from './tabs/restoreTabs';
import { useTabsStore } from './tabs/tabsStore';

/**
 * SHELL-10/19: every navigation focuses or opens its tab and closes the search panel. A page that
 * replaces its own query (filters kept in the URL) keeps its tab instead of opening another.
 */
export function useTabSync(): void {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; fullPath: string } | null>(null);
  useEffect(() => {
    useSearchStore.getState().setOpen(false);
    const before = previous.current;
    previous.current = { pathname, fullPath: `${pathname}${search}` };
    const tab = tabForLocation(pathname, search);
    if (!tab) return;
    if (navigationType === 'REPLACE' && before?.pathname === pathname)
      useTabsStore.getState().replace(before.fullPath, tab);
    else useTabsStore.getState().open(tab);
  }, [pathname, search, navigationType]);
}
