import type { MerchantInfo, Permission } from '@mc/contract';
import { readPreference } from '../storage';
import type { RouteRecord } from './routeTypes';

/**
 * Whether the user info this browser saved for the session's user (at the last login or guard)
 * lets the role read `permission`: before the guard answers, the best knowledge of the role.
 */
function savedRolePermits(permission: Permission | undefined): boolean {
  if (permission === undefined) return true;
  const info = readPreference('user.info') as Partial<MerchantInfo> | undefined;
  return Array.isArray(info?.permissions) && info.permissions.includes(permission);
}

/**
 * Starts the first data of a record's page beside the guard, the page's code and its texts, so the
 * page renders once with its data instead of a skeleton and a second pass. Only when the saved user
 * info says the role may read the page (else the page shows 403 and asks nothing); the request is
 * quiet, so a refusal (a role changed since, a session ended) shows nothing: the guard and the
 * page's own request speak for it.
 */
export function startPageData(record: RouteRecord, permission: Permission | undefined): void {
  if (!record.data || !savedRolePermits(permission)) return;
  record.data().catch(() => undefined);
}
