import { create } from 'zustand';
import { readPreference, writePreference } from '../lib/storage';

/** SHELL-2/20: per-user shell preferences, saved under `sys.user.<uuid>.*`. */
interface PreferencesState {
  asideCollapse: boolean;
  asideTransition: boolean;
  /** Re-reads the saved values for the current user (after login, SHELL-21). */
  load(): void;
  setAsideCollapse(collapsed: boolean): void;
}

function readBoolean(key: string, fallback: boolean): boolean {
  const value = readPreference(key);
  return typeof value === 'boolean' ? value : fallback;
}

export const usePreferences = create<PreferencesState>((set) => ({
  asideCollapse: false,
  asideTransition: true,
  load() {
    set({
      asideCollapse: readBoolean('menu.asideCollapse', false),
      asideTransition: readBoolean('menu.asideTransition', true),
    });
  },
  setAsideCollapse(collapsed) {
    writePreference('menu.asideCollapse', collapsed);
    set({ asideCollapse: collapsed });
  },
}));
