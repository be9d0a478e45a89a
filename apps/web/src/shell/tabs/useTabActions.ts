import { useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';
import { useRouterNav } from '../navigation';
import { usePageCache } from './pageCache';
import { type CloseResult, closeAll, closeAround, closeTab } from './tabModel';
import { useTabsStore } from './tabsStore';

export interface TabActions {
  /** The page shown now (highlighted tab). */
  current: string;
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

/** SHELL-11/12/16: the tab bar's actions, with the navigation each implies. */
export function useTabActions(): TabActions {
  const location = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const nav = useRouterNav();
  // read at the time of the click: a navigation under way counts as current, so closing its tab
  // does not let it finish there (React state may not have caught up between two fast clicks)
  const target = () => full(router?.state.navigation.location ?? router?.state.location ?? location);
  const tabs = () => useTabsStore.getState().tabs;
  const apply = (result: CloseResult, current: string) => {
    useTabsStore.getState().set(result.tabs);
    if (result.navigate && result.navigate !== current) nav.push(result.navigate, { flushSync: true });
    else if (result.navigate === current && current !== full(location)) nav.push(current);
  };
  const around = (anchor: string, side: 'left' | 'right' | 'others') => {
    const current = target();
    apply(closeAround(tabs(), anchor, current, side), current);
  };
  return {
    current: full(location),
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
}
