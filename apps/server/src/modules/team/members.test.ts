import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../testing/app-hooks';
import { loggedInMerchant, login, uniqueEmail } from '../../testing/scenarios';
import { type Actor, as } from '../../testing/settings';
import { invite, teamMember } from '../../testing/team';

const t = appPerFile();

interface Listed {
  id: string;
  email: string;
  name: string | null;
  role: string;
  status: string;
  is_you: boolean;
}

async function members(actor: Actor): Promise<Listed[]> {
  const res = await as(t, actor)('GET', '/team/members?limit=100');
  expect(res.status, res.res.body).toBe(200);
  return res.body.data.items;
}

/** A role of the merchant's own that holds `team.owners` without being the owner role. */
async function ownersManager(owner: Actor) {
  await t.db.query(
    `INSERT INTO team_roles (merchant_id, key, name, permissions)
     VALUES ($1, 'owners_manager', 'Owners manager',
       ARRAY['account.own', 'team.read', 'team.manage', 'team.owners'])`,
    [owner.merchantId],
  );
  return teamMember(t, owner, 'owners_manager');
}

describe('the members list', () => {
  it('shows owners first, then by name, and pages without repeating anyone', async () => {
    const owner = await loggedInMerchant(t);
    await teamMember(t, owner, 'viewer', { name: 'Zoe' });
    await teamMember(t, owner, 'operator', { name: 'adam' });
    await invite(t, owner, uniqueEmail('pending'), 'viewer');
    const all = await members(owner);
    expect(all[0]).toMatchObject({ role: 'owner', is_you: true });
    expect(all.slice(1).map((m) => m.name ?? 'invited')).toEqual(['adam', 'invited', 'Zoe']);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&cursor=${cursor}` : '';
      const page = await as(t, owner)('GET', `/team/members?limit=1${q}`);
      expect(page.status, page.res.body).toBe(200);
      seen.push(...page.body.data.items.map((m: Listed) => m.id));
      cursor = page.body.data.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.map((m) => m.id));
    expect((await as(t, owner)('GET', '/team/members?cursor=bm9wZQ')).status).toBe(422);
  });
});

describe('changing members', () => {
  it('an admin cannot demote, disable or remove the owner; nobody changes themself', async () => {
    const owner = await loggedInMerchant(t);
    const admin = await teamMember(t, owner, 'admin');
    const ownerId = (await members(owner)).find((m) => m.is_you)!.id;
    const call = as(t, admin);
    for (const [url, body] of [
      [`/team/members/${ownerId}/role`, { role: 'viewer' }],
      [`/team/members/${ownerId}/status`, { status: 'disabled' }],
      [`/team/members/${ownerId}/remove`, undefined],
    ] as const) {
      const res = await call('POST', url, body ?? {});
      expect(res.status, url).toBe(403);
      expect(res.body.message).toBe('Only an owner can change or remove an owner');
    }
    const promote = await as(t, owner)('POST', `/team/members/${admin.userId}/role`, { role: 'owner' });
    expect(promote.status, promote.res.body).toBe(200);
    const self = await as(t, owner)('POST', `/team/members/${ownerId}/role`, { role: 'viewer' });
    expect(self.status).toBe(409);
    const selfRemove = await as(t, owner)('POST', `/team/members/${ownerId}/remove`);
    expect(selfRemove.status).toBe(409);
    // two owners: one may demote the other
    const demote = await as(t, admin)('POST', `/team/members/${ownerId}/role`, { role: 'admin' });
    expect(demote.status, demote.res.body).toBe(200);
    expect(demote.body.data).toMatchObject({ role: 'admin', is_you: false });
  });

  it('the last active owner can neither leave nor be demoted or disabled', async () => {
    const owner = await loggedInMerchant(t);
    const manager = await ownersManager(owner);
    const ownerId = (await members(owner)).find((m) => m.is_you)!.id;
    const call = as(t, manager);
    const demote = await call('POST', `/team/members/${ownerId}/role`, { role: 'owners_manager' });
    expect(demote.status, demote.res.body).toBe(409);
    expect(demote.body.message).toBe('The merchant needs at least one active owner');
    expect((await call('POST', `/team/members/${ownerId}/status`, { status: 'disabled' })).status).toBe(409);
    expect((await call('POST', `/team/members/${ownerId}/remove`)).status).toBe(409);
    const leave = await as(t, owner)('POST', '/team/leave');
    expect(leave.status).toBe(409);
    // with a second owner, the first may leave
    const second = await teamMember(t, owner, 'owner');
    expect((await as(t, owner)('POST', '/team/leave')).status).toBe(200);
    expect((await as(t, owner)('GET', '/team/members')).status).toBe(403);
    expect((await members(second)).map((m) => m.email)).not.toContain(owner.email);
    expect((await as(t, second)('POST', '/team/leave')).status).toBe(409);
  });

  it('two demotions at once cannot leave the merchant without an active owner', async () => {
    const owner = await loggedInMerchant(t);
    const second = await teamMember(t, owner, 'owner');
    const manager = await ownersManager(owner);
    const ownerId = (await members(owner)).find((m) => m.is_you)!.id;
    const call = as(t, manager);
    const answers = await Promise.all(
      [ownerId, second.userId].map((id) =>
        call('POST', `/team/members/${id}/role`, { role: 'owners_manager' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const owners = (await members(manager)).filter((m) => m.role === 'owner' && m.status === 'active');
    expect(owners).toHaveLength(1);
  });

  it('disabling a member ends their session at once; enabling lets them log in again', async () => {
    const owner = await loggedInMerchant(t);
    const viewer = await teamMember(t, owner, 'viewer');
    expect((await as(t, viewer)('GET', '/merchant/info')).status).toBe(200);
    const disabled = await as(t, owner)('POST', `/team/members/${viewer.userId}/status`, {
      status: 'disabled',
    });
    expect(disabled.status, disabled.res.body).toBe(200);
    expect(disabled.body.data.status).toBe('disabled');
    expect((await as(t, viewer)('GET', '/merchant/info')).status).toBe(403);
    expect((await login(t, viewer.email)).status).not.toBe(200);
    const enabled = await as(t, owner)('POST', `/team/members/${viewer.userId}/status`, { status: 'active' });
    expect(enabled.body.data.status).toBe('active');
    expect((await as(t, viewer)('GET', '/merchant/info')).status).toBe(403); // that session stays ended
    expect((await login(t, viewer.email)).status).toBe(200);
  });

  it('removing a member ends their session; removing an invited one withdraws the link', async () => {
    const owner = await loggedInMerchant(t);
    const operator = await teamMember(t, owner, 'operator');
    expect((await as(t, owner)('POST', `/team/members/${operator.userId}/remove`)).status).toBe(200);
    expect((await as(t, operator)('GET', '/merchant/info')).status).toBe(403);
    expect((await login(t, operator.email)).status).toBe(401);
    const email = uniqueEmail('withdrawn');
    const { id } = await invite(t, owner, email, 'viewer');
    const invitedStatus = await as(t, owner)('POST', `/team/members/${id}/status`, { status: 'disabled' });
    expect(invitedStatus.status).toBe(409);
    expect((await as(t, owner)('POST', `/team/members/${id}/remove`)).status).toBe(200);
    expect((await members(owner)).map((m) => m.email)).not.toContain(email);
    // the address is free again
    expect((await as(t, owner)('POST', '/team/invitations', { email, role: 'viewer' })).status).toBe(200);
  });

  it("another merchant's member answers as one that does not exist", async () => {
    const a = await loggedInMerchant(t);
    const b = await loggedInMerchant(t);
    const { id } = await invite(t, a, uniqueEmail('a-member'), 'viewer');
    for (const id_ of [id, randomUUID()]) {
      const res = await as(t, b)('POST', `/team/members/${id_}/role`, { role: 'operator' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No such member');
    }
    expect((await members(a)).find((m) => m.id === id)?.role).toBe('viewer');
  });
});
