import { useContext, useMemo, useSyncExternalStore } from 'react';
import { type DataRouter, UNSAFE_DataRouterContext } from 'react-router';
import { useRouterNav } from '../navigation';
import { usePageCache } from './pageCache';
import { type CloseResult, closeAll, closeAround, closeTab } from './tabModel';
import { useTabsStore } from './tabsStore';

export interface TabActions {
  select(fullPath: string): void;
  close(fullPath: string): void;
  closeLeft(anchor: string): void;
  closeRight(anchor: string): void;
  closeOthers(anchor: string): void;
  closeAll(): void;
  refresh(fullPath: string): void;
}

type PathLike = { pathname: string; search: string };
const full = (l: PathLike) => `${l.pathname}${l.search}`;

function useRouter(): DataRouter {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  if (!router) throw new Error('the tab bar needs the data router');
  return router;
}

/**
 * Whether `fullPath` is the page shown now. Only the tabs whose answer changes re-render on a
 * navigation; the tab bar itself does not follow the location.
 */
export function useIsCurrentTab(fullPath: string): boolean {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, () => full(router.state.location) === fullPath);
}

/** SHELL-11/12/16: the tab bar's actions, with the navigation each implies (the same functions across navigations). */
export function useTabActions(): TabActions {
  const router = useRouter();
  const nav = useRouterNav();
  return useMemo(() => {
    const shown = () => full(router.state.location);
    // read at the time of the click: a navigation under way counts as current, so closing its tab
    // does not let it finish there (React state may not have caught up between two fast clicks)
    const target = () => full(router.state.navigation.location ?? router.state.location);
    const tabs = () => useTabsStore.getState().tabs;
    const apply = (result: CloseResult, current: string) => {
      useTabsStore.getState().set(result.tabs);
      if (result.navigate && result.navigate !== current) nav.push(result.navigate, { flushSync: true });
      else if (result.navigate === current && current !== shown()) nav.push(current);
    };
    const around = (anchor: string, side: 'left' | 'right' | 'others') => {
      const current = target();
      apply(closeAround(tabs(), anchor, current, side), current);
    };
    return {
      select: (fullPath) => {
        // a tab switch renders at once, not as a low-priority transition (≤ 50 ms to the next paint)
        if (fullPath !== target()) nav.push(fullPath, { flushSync: true });
      },
      close: (fullPath) => {
        const current = target();
        apply(closeTab(tabs(), fullPath, current), current);
      },
      closeLeft: (anchor) => around(anchor, 'left'),
      closeRight: (anchor) => around(anchor, 'right'),
      closeOthers: (anchor) => around(anchor, 'others'),
      closeAll: () => {
        const current = target();
        apply(closeAll(tabs()), current);
      },
      refresh: (fullPath) => {
        usePageCache.getState().refresh(fullPath);
        nav.replace('/refresh', { state: { to: fullPath } });
      },
    };
  }, [router, nav]);
}
