import { useMemo } from 'react';
import { useCan } from '../lib/permissions';
import { type MenuEntry, permittedMenu, sideMenu } from '../lib/routing/menu';

/** The side menu (and search pool) of the logged-in user: entries their role does not permit are gone. */
export function useSideMenu(): MenuEntry[] {
  const can = useCan();
  return useMemo(() => permittedMenu(sideMenu(), can), [can]);
}
