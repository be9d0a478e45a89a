import { describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../platform/totp';
import { appPerFile } from '../../testing/app-hooks';
import { loggedInMerchant, login, STRONG_PASSWORD, uniqueEmail } from '../../testing/scenarios';
import { as } from '../../testing/settings';
import { acceptInvitation, asInvitee, invitationToken, invite, teamMember } from '../../testing/team';

const t = appPerFile();

const acceptBody = (token: string, extra: Record<string, string> = {}) => ({
  token,
  name: 'Ada Lovelace',
  password: STRONG_PASSWORD,
  password_confirmation: STRONG_PASSWORD,
  ...extra,
});

describe('inviting a person', () => {
  it('mails a single-use link; accepting it lets them log in, a second use is refused', async () => {
    const owner = await loggedInMerchant(t);
    const email = uniqueEmail('viewer');
    const invited = await invite(t, owner, email, 'viewer');
    expect(invited).toMatchObject({ email, role: 'viewer', status: 'invited', name: null });
    const listed = await as(t, owner)('GET', '/team/members');
    const row = listed.body.data.items.find((m: { email: string }) => m.email === email);
    expect(Date.parse(row.invitation_expires_at) - t.clock.now().getTime()).toBe(72 * 3_600_000);

    const token = await invitationToken(t, email);
    const call = asInvitee(t);
    const view = await call('GET', `/public/invitations/${token}`);
    expect(view.body.data).toMatchObject({
      merchant_name: 'Acme Trading Ltd',
      email,
      role: 'viewer',
      role_name: null,
      requires_authenticator: false,
    });
    const accepted = await call('POST', '/public/invitations/accept', acceptBody(token));
    expect(accepted.status, accepted.res.body).toBe(200);
    expect(accepted.body.data).toEqual({ email, merchant_name: 'Acme Trading Ltd', recovery_codes: [] });

    const loggedIn = await login(t, email);
    expect(loggedIn.status, loggedIn.res.body).toBe(200);
    const again = await call('POST', '/public/invitations/accept', acceptBody(token));
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(/invalid or has expired/);
    expect((await call('GET', `/public/invitations/${token}`)).status).toBe(404);
    const events = await t.db.query<{ kind: string; detail: { email: string; role: string } }>(
      `SELECT kind, detail FROM security_events WHERE merchant_id = $1 AND kind LIKE 'team_%' ORDER BY id`,
      [owner.merchantId],
    );
    expect(events).toEqual([
      { kind: 'team_member_invited', detail: { email, role: 'viewer' } },
      { kind: 'team_joined', detail: { email, role: 'viewer' } },
    ]);
    const members = (await as(t, owner)('GET', '/team/members')).body.data.items;
    expect(members.find((m: { email: string }) => m.email === email)).toMatchObject({
      name: 'Ada Lovelace',
      status: 'active',
      invitation_expires_at: null,
    });
  });

  it('a link expires after 72 hours', async () => {
    const owner = await loggedInMerchant(t);
    const email = uniqueEmail('late');
    await invite(t, owner, email, 'viewer');
    const token = await invitationToken(t, email);
    t.clock.advance(72 * 3_600_000 + 1000);
    const call = asInvitee(t);
    expect((await call('GET', `/public/invitations/${token}`)).status).toBe(404);
    expect((await call('POST', '/public/invitations/accept', acceptBody(token))).status).toBe(404);
  });

  it('resending (once a minute) revokes the earlier link; only an invited member can be sent one', async () => {
    const owner = await loggedInMerchant(t);
    const email = uniqueEmail('resend');
    const { id } = await invite(t, owner, email, 'operator');
    const first = await invitationToken(t, email);
    const tooSoon = await as(t, owner)('POST', `/team/members/${id}/resend`);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.res.headers['retry-after']).toBe('60');
    t.clock.advance(60_000);
    const resent = await as(t, owner)('POST', `/team/members/${id}/resend`);
    expect(resent.status, resent.res.body).toBe(200);
    const second = await invitationToken(t, email);
    expect(second).not.toBe(first);
    const call = asInvitee(t);
    expect((await call('GET', `/public/invitations/${first}`)).status).toBe(404);
    expect((await call('GET', `/public/invitations/${second}`)).status).toBe(200);
    await acceptInvitation(t, second);
    const again = await as(t, owner)('POST', `/team/members/${id}/resend`);
    expect(again.status).toBe(409);
  });

  it('an address already in this team (a member, or invited) is refused with 422 on email', async () => {
    const owner = await loggedInMerchant(t);
    const member = await as(t, owner)('POST', '/team/invitations', { email: owner.email, role: 'viewer' });
    expect(member.status).toBe(422);
    expect(member.body.errors).toEqual([
      { field: 'email', message: 'This email is already a member or invited' },
    ]);
    const pending = uniqueEmail('twice');
    await invite(t, owner, pending, 'viewer');
    const twice = await as(t, owner)('POST', '/team/invitations', {
      email: pending.toUpperCase(),
      role: 'viewer',
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors?.[0]?.field).toBe('email');
  });

  it('nobody grants a permission they lack', async () => {
    const owner = await loggedInMerchant(t);
    const admin = await teamMember(t, owner, 'admin');
    const asOwner = await as(t, admin)('POST', '/team/invitations', { email: uniqueEmail(), role: 'owner' });
    expect(asOwner.status).toBe(422);
    expect(asOwner.body.errors).toEqual([
      { field: 'role', message: 'You cannot grant a permission you do not have (team.owners)' },
    ]);
    await t.db.query(
      `INSERT INTO team_roles (merchant_id, key, name, permissions)
       VALUES ($1, 'auditor', 'Auditor', ARRAY['account.own', 'team.read', 'team.owners'])`,
      [owner.merchantId],
    );
    const custom = await as(t, admin)('POST', '/team/invitations', { email: uniqueEmail(), role: 'auditor' });
    expect(custom.status).toBe(422);
    expect(custom.body.errors?.[0]?.field).toBe('role');
    const unknown = await as(t, admin)('POST', '/team/invitations', { email: uniqueEmail(), role: 'nobody' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.[0]?.field).toBe('role');
    // the owner may give the merchant's own role
    const byOwner = await as(t, owner)('POST', '/team/invitations', {
      email: uniqueEmail(),
      role: 'auditor',
    });
    expect(byOwner.status, byOwner.res.body).toBe(200);
    const roles = (await as(t, owner)('GET', '/team/roles')).body.data.items.map(
      (r: { key: string }) => r.key,
    );
    expect(roles).toEqual(['owner', 'admin', 'finance', 'operator', 'developer', 'viewer', 'auditor']);
  });
});

describe('accepting a role that requires an authenticator', () => {
  it('needs the secret set up and a current code; answers recovery codes', async () => {
    const owner = await loggedInMerchant(t);
    const email = uniqueEmail('finance');
    await invite(t, owner, email, 'finance');
    const token = await invitationToken(t, email);
    const call = asInvitee(t);
    expect((await call('GET', `/public/invitations/${token}`)).body.data.requires_authenticator).toBe(true);
    const withoutCode = await call('POST', '/public/invitations/accept', acceptBody(token));
    expect(withoutCode.status).toBe(422);
    expect(withoutCode.body.errors?.[0]?.field).toBe('totp_code');
    const noSetup = await call(
      'POST',
      '/public/invitations/accept',
      acceptBody(token, { totp_code: '123456' }),
    );
    expect(noSetup.status).toBe(409);
    const setup = await call('POST', '/public/invitations/authenticator', { token });
    expect(setup.status, setup.res.body).toBe(200);
    const secret: string = setup.body.data.secret;
    const wrongCode = totpCodeAt(secret, new Date(t.clock.now().getTime() + 600_000));
    const wrong = await call(
      'POST',
      '/public/invitations/accept',
      acceptBody(token, { totp_code: wrongCode }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.[0]?.field).toBe('totp_code');
    const code = totpCodeAt(secret, t.clock.now());
    const ok = await call('POST', '/public/invitations/accept', acceptBody(token, { totp_code: code }));
    expect(ok.status, ok.res.body).toBe(200);
    expect(ok.body.data.recovery_codes).toHaveLength(10);
    t.clock.advance(30_000);
    expect((await login(t, email)).status).toBe(428);
    expect((await login(t, email, STRONG_PASSWORD, totpCodeAt(secret, t.clock.now()))).status).toBe(200);
  });

  it('wrong codes on one link are throttled like failed logins', async () => {
    const owner = await loggedInMerchant(t);
    const email = uniqueEmail('throttled');
    await invite(t, owner, email, 'developer');
    const token = await invitationToken(t, email);
    const call = asInvitee(t);
    const setup = await call('POST', '/public/invitations/authenticator', { token });
    const wrong = totpCodeAt(setup.body.data.secret, new Date(t.clock.now().getTime() + 600_000));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await call('POST', '/public/invitations/accept', acceptBody(token, { totp_code: wrong }))).status,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    t.clock.advance(15 * 60_000);
  });

  it('a role without one answers 409 to the setup; weak passwords are refused', async () => {
    const owner = await loggedInMerchant(t);
    const email = uniqueEmail('viewer');
    await invite(t, owner, email, 'viewer');
    const token = await invitationToken(t, email);
    const call = asInvitee(t);
    expect((await call('POST', '/public/invitations/authenticator', { token })).status).toBe(409);
    const common = await call('POST', '/public/invitations/accept', {
      ...acceptBody(token),
      password: 'password123',
      password_confirmation: 'password123',
    });
    expect(common.status).toBe(422);
    expect(common.body.errors?.[0]?.field).toBe('password');
    const sameAsEmail = await call('POST', '/public/invitations/accept', {
      ...acceptBody(token),
      password: email,
      password_confirmation: email,
    });
    expect(sameAsEmail.status).toBe(422);
    const mismatch = await call('POST', '/public/invitations/accept', {
      ...acceptBody(token),
      password_confirmation: 'Another-Horse-42',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors?.[0]?.field).toBe('password_confirmation');
  });
});
