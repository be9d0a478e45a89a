import { create } from 'zustand';
import { readPreference, writePreference } from '../lib/storage';
import { DEFAULT_SIZE, isShellSize, type ShellSize } from './theme/sizes';
import { DEFAULT_THEME, isThemeName, type ThemeName } from './theme/themes';

/** SHELL-24: default primary colour. */
export const DEFAULT_COLOR = '#409EFF';

/** SHELL-2/20/22..24: per-user shell preferences, saved under `sys.user.<uuid>.*`. */
interface PreferencesState {
  asideCollapse: boolean;
  asideTransition: boolean;
  transitionActive: boolean;
  size: ShellSize;
  color: string;
  theme: ThemeName;
  loadTheme(): void;
  loadTransition(): void;
  loadMenu(): void;
  loadSize(): void;
  loadColor(): void;
  setAsideCollapse(collapsed: boolean): void;
  setAsideTransition(on: boolean): void;
  setTransitionActive(on: boolean): void;
  setSize(size: ShellSize): void;
  setColor(color: string): void;
  setTheme(theme: ThemeName): void;
}

function readBoolean(key: string, fallback: boolean): boolean {
  const value = readPreference(key);
  return typeof value === 'boolean' ? value : fallback;
}

const isColor = (value: unknown): value is string =>
  typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

export const usePreferences = create<PreferencesState>((set) => {
  const saved =
    <K extends keyof PreferencesState>(key: string, field: K) =>
    (value: PreferencesState[K]) => {
      writePreference(key, value);
      set({ [field]: value } as Pick<PreferencesState, K>);
    };
  return {
    asideCollapse: false,
    asideTransition: true,
    transitionActive: true,
    size: DEFAULT_SIZE,
    color: DEFAULT_COLOR,
    theme: DEFAULT_THEME,
    loadTheme() {
      const value = readPreference('theme.activeName');
      const theme = isThemeName(value) ? value : DEFAULT_THEME;
      // SHELL-22: an unknown saved theme falls back to the first and is saved again
      if (value !== theme) writePreference('theme.activeName', theme);
      set({ theme });
    },
    loadTransition() {
      set({ transitionActive: readBoolean('transition.active', true) });
    },
    loadMenu() {
      set({
        asideCollapse: readBoolean('menu.asideCollapse', false),
        asideTransition: readBoolean('menu.asideTransition', true),
      });
    },
    loadSize() {
      const value = readPreference('size.value');
      set({ size: isShellSize(value) ? value : DEFAULT_SIZE });
    },
    loadColor() {
      const value = readPreference('color.value');
      set({ color: isColor(value) ? value : DEFAULT_COLOR });
    },
    setAsideCollapse: saved('menu.asideCollapse', 'asideCollapse'),
    setAsideTransition: saved('menu.asideTransition', 'asideTransition'),
    setTransitionActive: saved('transition.active', 'transitionActive'),
    setSize: saved('size.value', 'size'),
    setColor: saved('color.value', 'color'),
    setTheme: saved('theme.activeName', 'theme'),
  };
});
