import type { Tab } from './tabModel';
import { isHome } from './tabModel';

export type TabCommand = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll';

/** SHELL-12: the context menu of a tab; the home tab offers only "close all". */
export function tabCommands(tab: Tab): TabCommand[] {
  if (isHome(tab)) return ['closeAll'];
  return ['refresh', 'closeLeft', 'closeRight', 'closeOthers', 'closeAll'];
}
