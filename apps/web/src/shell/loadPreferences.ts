import type { MerchantInfo } from '@mc/contract';
import { MERCHANT_INFO_KEY, queryClient } from '../lib/queryClient';
import { getUuid } from '../lib/session';
import { readPreference } from '../lib/storage';
import { usePreferences } from './preferences';
import { useTabsStore } from './tabs/tabsStore';

export type LoadStep = 'user' | 'theme' | 'transition' | 'opened' | 'menu' | 'size' | 'color';

function loadUser(): void {
  const saved = readPreference('user.info');
  if (saved && !queryClient.getQueryData(MERCHANT_INFO_KEY)) {
    queryClient.setQueryData(MERCHANT_INFO_KEY, saved as MerchantInfo);
  }
}

const steps: Record<LoadStep, () => void> = {
  user: loadUser,
  theme: () => usePreferences.getState().loadTheme(),
  transition: () => usePreferences.getState().loadTransition(),
  opened: () => useTabsStore.getState().load(),
  menu: () => usePreferences.getState().loadMenu(),
  size: () => usePreferences.getState().loadSize(),
  color: () => usePreferences.getState().loadColor(),
};

/** SHELL-21: the load order at start and after login. */
export const LOAD_ORDER: readonly LoadStep[] = [
  'user',
  'theme',
  'transition',
  'opened',
  'menu',
  'size',
  'color',
];

let loadedFor: string | null = null;

/** Loads the current user's saved state once per uuid; the route guard awaits it before routing. */
export function loadPreferences(onStep: (step: LoadStep) => void = () => undefined): void {
  const uuid = getUuid() ?? 'ghost-uuid';
  if (loadedFor === uuid) return;
  loadedFor = uuid;
  for (const step of LOAD_ORDER) {
    steps[step]();
    onStep(step);
  }
}

/** Tests: forget which user was loaded. */
export function resetLoadedPreferences(): void {
  loadedFor = null;
}
