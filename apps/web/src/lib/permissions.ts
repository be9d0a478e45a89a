import type { MerchantInfo, Permission } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cachedMerchantInfo, merchantInfoQuery } from './merchantInfoQuery';
import { findRoute } from './routing/routeLookup';

/**
 * What the logged-in user's role permits: the one way the shell and the pages ask. A permission the
 * user lacks hides its menu entries, tabs, search results, buttons and tabs of pages; the server
 * refuses the call anyway (40301).
 */
export type Can = (permission: Permission | undefined) => boolean;

const NONE: readonly Permission[] = [];

/** The permissions of an info (none when there is no info, or a saved one from before roles). */
export function permissionsOf(info: MerchantInfo | undefined): readonly Permission[] {
  return Array.isArray(info?.permissions) ? info.permissions : NONE;
}

/** A reader over a list of permissions: `undefined` (nothing asked) is always allowed. */
export function canWith(granted: readonly Permission[]): Can {
  const set = new Set(granted);
  return (permission) => permission === undefined || set.has(permission);
}

/** Outside React: whether the cached user may do `permission`. */
export function canNow(permission: Permission | undefined): boolean {
  return canWith(permissionsOf(cachedMerchantInfo()))(permission);
}

/** The user's permissions (a stable array while they do not change). */
export function usePermissions(): readonly Permission[] {
  return permissionsOf(useQuery(merchantInfoQuery).data);
}

/** `can(permission)` for the logged-in user; a new function only when the permissions change. */
export function useCan(): Can {
  const key = usePermissions().join(',');
  return useMemo(() => canWith(key ? (key.split(',') as Permission[]) : NONE), [key]);
}

/** Whether a page of the console (a path with its query) is one the user's role may open. */
export function useCanOpen(): (path: string) => boolean {
  const can = useCan();
  return useMemo(
    () => (path: string) => can(findRoute(new URL(path, 'http://local').pathname)?.permission),
    [can],
  );
}
