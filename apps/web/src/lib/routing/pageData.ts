import type { MerchantInfo, Permission } from '@mc/contract';
import { canWith, permissionsOf } from '../permissions';
import { readPreference } from '../storage';
import type { RouteRecord } from './routeTypes';

/**
 * Starts the first data of a record's page beside the guard, the page's code and its texts, so the
 * page renders once with its data instead of a skeleton and a second pass. Only when the user info
 * this browser saved for the session's user (at the last login or guard: before the guard answers,
 * the best knowledge of the role) says the role may read the page; else the page shows 403 and asks
 * nothing. The request is quiet, so a refusal (a role changed since, a session ended) shows nothing:
 * the guard and the page's own request speak for it.
 */
export function startPageData(record: RouteRecord, permission: Permission | undefined): void {
  const saved = readPreference('user.info') as MerchantInfo | undefined;
  if (!record.data || !canWith(permissionsOf(saved))(permission)) return;
  record.data().catch(() => undefined);
}
