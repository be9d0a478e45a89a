import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSearchStore } from './search/searchStore';
import { tabForLocation } from './tabs/restoreTabs';
import { useTabsStore } from './tabs/tabsStore';

/** SHELL-10/19: every navigation focuses or opens its tab and closes the search panel. */
export function useTabSync(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    useSearchStore.getState().setOpen(false);
    const tab = tabForLocation(pathname, search);
    if (tab) useTabsStore.getState().open(tab);
  }, [pathname, search]);
}
