import { create } from 'zustand';
import { readPreference, writePreference } from '../../lib/storage';
import { restoreTabs } from './restoreTabs';
import { homeTab, moveTab, openTab, replaceTab, type Tab } from './tabModel';

const KEY = 'page.opened';

interface TabsState {
  tabs: Tab[];
  /** SHELL-14: restore the saved list of the current user. */
  load(): void;
  open(tab: Tab): void;
  /** The page of `from` replaced its query: its tab takes the new fullPath (SHELL-10). */
  replace(from: string, tab: Tab): void;
  /** Replaces the list (after a close action) and saves it. */
  set(tabs: Tab[]): void;
  move(from: number, to: number): void;
}

function save(tabs: Tab[]): Tab[] {
  writePreference(KEY, tabs);
  return tabs;
}

/** SHELL-9..14: the opened pages, saved per user under `page.opened`. */
export const useTabsStore = create<TabsState>((set, get) => ({
  tabs: [homeTab],
  load() {
    set({ tabs: restoreTabs(readPreference(KEY)) });
  },
  open(tab) {
    const next = openTab(get().tabs, tab);
    if (next !== get().tabs) set({ tabs: save(next) });
  },
  replace(from, tab) {
    const next = replaceTab(get().tabs, from, tab);
    if (next !== get().tabs) set({ tabs: save(next) });
  },
  set(tabs) {
    set({ tabs: save(tabs) });
  },
  move(from, to) {
    set({ tabs: save(moveTab(get().tabs, from, to)) });
  },
}));
