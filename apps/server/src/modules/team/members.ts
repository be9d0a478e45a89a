import type { TeamMember } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { decodeCursor, type Page, pageOf } from '../../platform/paging';
import { type UserRow, userRepo } from '../auth';
import { invitationRepo } from './invitations';

type MemberStatus = TeamMember['status'];

/** Who invited whom: a user's name or email, read through the auth module's view (removed users too). */
async function namesOf(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<{ id: string; name: string | null; email: string }>(
    'SELECT id, name, email FROM user_profiles WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.name ?? r.email]));
}

/** The team's view of users (none removed): their role, status, inviter and open invitation. */
export async function memberViews(
  q: Queryable,
  users: readonly UserRow[],
  youId: string,
): Promise<TeamMember[]> {
  const invited = users.filter((u) => u.status === 'invited').map((u) => u.id);
  const inviters = [...new Set(users.flatMap((u) => (u.invited_by ? [u.invited_by] : [])))];
  const [expiries, names] = await Promise.all([
    invitationRepo.openExpiries(q, invited),
    namesOf(q, inviters),
  ]);
  return users.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role_key,
    status: u.status as MemberStatus,
    totp_enabled: u.totp_enabled,
    last_login_at: u.last_login_at?.toISOString() ?? null,
    invited_at: u.created_at.toISOString(),
    invited_by: u.invited_by ? (names.get(u.invited_by) ?? null) : null,
    invitation_expires_at: u.status === 'invited' ? (expiries.get(u.id)?.toISOString() ?? null) : null,
    is_you: u.id === youId,
  }));
}

/** One user as a member. */
export async function memberView(q: Queryable, user: UserRow, youId: string): Promise<TeamMember> {
  const [view] = await memberViews(q, [user], youId);
  return view!;
}

/** Where a user sorts: owners first (rank 0), then by name (the email until they have one), then id. */
type Position = readonly [rank: number, key: string, id: string];

const positionOf = (u: UserRow, ownerRoleId: string): Position => [
  u.role_id === ownerRoleId ? 0 : 1,
  (u.name ?? u.email).toLowerCase(),
  u.id,
];

function before(a: Position, b: Position): boolean {
  if (a[0] !== b[0]) return a[0] < b[0];
  if (a[1] !== b[1]) return a[1] < b[1];
  return a[2] < b[2];
}

/**
 * A page of a merchant's users. A team is small: its users are read at once, sorted, and the page
 * taken after the cursor's position (owner rank, name, id), so a page never repeats or skips a user.
 */
export async function memberPage(
  q: Queryable,
  merchantId: string,
  youId: string,
  ownerRoleId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<Page<TeamMember>> {
  const after = decodeCursor(query.cursor, ['rank', 'text', 'uuid']);
  const sorted = (await userRepo.ofMerchant(q, merchantId))
    .map((u) => ({ u, at: positionOf(u, ownerRoleId) }))
    .sort((a, b) => (before(a.at, b.at) ? -1 : before(b.at, a.at) ? 1 : 0));
  const rest = after ? sorted.filter((r) => before(after, r.at)) : sorted;
  const rows = rest.slice(0, query.limit + 1);
  const views = new Map(
    (
      await memberViews(
        q,
        rows.map((r) => r.u),
        youId,
      )
    ).map((m) => [m.id, m] as const),
  );
  return pageOf(
    rows,
    query.limit,
    (r) => views.get(r.u.id)!,
    (r) => r.at,
  );
}
