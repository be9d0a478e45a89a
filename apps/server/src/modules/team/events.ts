import type { Queryable } from '../../db/client';
import type { RequestContext } from '../../platform/request-context';
import { recordSecurityEvent, type SecurityEventKind } from '../../platform/security-events';

/** The team's entries of the merchant's security log: the log's kinds that begin with `team_`. */
export type TeamEventKind = Extract<SecurityEventKind, `team_${string}`>;

/** Who did it: the merchant and its acting user. */
export interface TeamActor {
  merchantId: string;
  userId: string;
}

/** Writes a team event in the caller's transaction; the detail names the member and the roles. */
export async function recordTeamEvent(
  tx: Queryable,
  who: TeamActor,
  kind: TeamEventKind,
  ctx: Pick<RequestContext, 'ip' | 'userAgent'>,
  detail: { email: string; role?: string; role_from?: string; role_to?: string },
): Promise<void> {
  await recordSecurityEvent(tx, { merchantId: who.merchantId, userId: who.userId }, kind, ctx, detail);
}
