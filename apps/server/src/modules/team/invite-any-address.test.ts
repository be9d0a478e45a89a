import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../testing/app-hooks';
import {
  loggedInMerchant,
  login,
  registerMerchant,
  registration,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../testing/scenarios';
import { as } from '../../testing/settings';
import { asInvitee, invitationToken, invite } from '../../testing/team';

// A user belongs to one merchant. Inviting never tells whether an address is registered elsewhere:
// the inviter gets the same answer, the member list the same row; only the invitee, who holds the
// mailed link, is told at acceptance that the address already signs in to another merchant.
const t = appPerFile();

const acceptBody = (token: string) => ({
  token,
  name: 'New Member',
  password: STRONG_PASSWORD,
  password_confirmation: STRONG_PASSWORD,
});

/** What an inviter sees of an invitation, without what differs by address (id, email, times). */
const shape = (body: { code: number; message: string; data: Record<string, unknown> }) => {
  const { id: _id, email: _email, invited_at: _at, invitation_expires_at: _exp, ...rest } = body.data;
  return { code: body.code, message: body.message, keys: Object.keys(body.data).sort(), rest };
};

/** The newest mail to an address. */
async function mailTo(email: string): Promise<{ subject: string; text: string }> {
  const res = await t.call({ method: 'GET', url: `/api/dev/mailbox?email=${encodeURIComponent(email)}` });
  return res.body.data.items[0];
}

describe('inviting an address registered at another merchant', () => {
  it('answers exactly as for a new address, lists it alike and mails it alike', async () => {
    const owner = await loggedInMerchant(t);
    const elsewhere = await loggedInMerchant(t);
    const fresh = uniqueEmail('fresh');
    const call = as(t, owner);
    const a = await call('POST', '/team/invitations', { email: fresh, role: 'operator' });
    const b = await call('POST', '/team/invitations', { email: elsewhere.email, role: 'operator' });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(shape(b.body)).toEqual(shape(a.body));
    expect(b.body.data).toMatchObject({ email: elsewhere.email, status: 'invited', role: 'operator' });

    const rows = (await call('GET', '/team/members')).body.data.items as Record<string, unknown>[];
    const listed = (email: string) => rows.find((r) => r.email === email)!;
    const { id: _a, email: _ea, invited_at: _ia, invitation_expires_at: _xa, ...restA } = listed(fresh);
    const {
      id: _b,
      email: _eb,
      invited_at: _ib,
      invitation_expires_at: _xb,
      ...restB
    } = listed(elsewhere.email);
    expect(restB).toEqual(restA);
    // the mails are the same but for the link
    const strip = (m: { subject: string; text: string }) => ({
      subject: m.subject,
      text: m.text.replace(/\/invite\/\S+/g, ''),
    });
    expect(strip(await mailTo(elsewhere.email))).toEqual(strip(await mailTo(fresh)));
    // resending behaves alike too (once a minute)
    expect((await call('POST', `/team/members/${b.body.data.id}/resend`)).status).toBe(429);
  });

  it('the invitee is told at acceptance that the address signs in elsewhere; their account is untouched', async () => {
    const owner = await loggedInMerchant(t);
    const elsewhere = await loggedInMerchant(t);
    await invite(t, owner, elsewhere.email, 'viewer');
    const token = await invitationToken(t, elsewhere.email);
    const invitee = asInvitee(t);
    expect((await invitee('GET', `/public/invitations/${token}`)).status).toBe(200);
    const refused = await invitee('POST', '/public/invitations/accept', acceptBody(token));
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'This address already signs in to another merchant’s account, and an account belongs to one merchant: ask to be invited with another address',
    ]);
    const refusedSetup = await invitee('POST', '/public/invitations/authenticator', { token });
    expect(refusedSetup.status).toBe(409);
    // they still sign in to their own merchant; the invitation stays pending in the team
    expect((await login(t, elsewhere.email)).status).toBe(200);
    const rows = (await as(t, owner)('GET', '/team/members')).body.data.items as {
      email: string;
      status: string;
    }[];
    expect(rows.find((r) => r.email === elsewhere.email)?.status).toBe('invited');
  });

  it('two merchants may invite one new address: the first acceptance takes it, the second is refused', async () => {
    const a = await loggedInMerchant(t);
    const b = await loggedInMerchant(t);
    const email = uniqueEmail('sought');
    await invite(t, a, email, 'viewer');
    const first = await invitationToken(t, email);
    await invite(t, b, email, 'operator');
    const second = await invitationToken(t, email);
    const invitee = asInvitee(t);
    const joined = await invitee('POST', '/public/invitations/accept', acceptBody(second));
    expect(joined.status, joined.res.body).toBe(200);
    expect((await invitee('POST', '/public/invitations/accept', acceptBody(first))).status).toBe(409);
    const signedIn = await login(t, email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.merchant_name).toBe(joined.body.data.merchant_name);
  });
});

describe('registering an address that has an invitation', () => {
  it('registers as any new address would, and the invitation is then refused to the invitee alone', async () => {
    const owner = await loggedInMerchant(t);
    const email = uniqueEmail('invited-signup');
    await invite(t, owner, email, 'viewer');
    const token = await invitationToken(t, email);
    const registered = await registerMerchant(t, email);
    expect(registered.merchantId).not.toBe(owner.merchantId);
    const signedIn = await login(t, email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.merchant_id).toBe(registered.merchantId);
    const refused = await asInvitee(t)('POST', '/public/invitations/accept', acceptBody(token));
    expect(refused.status).toBe(409);
    // a second registration of it is refused as any registered address is
    const again = await t.call({
      method: 'POST',
      url: '/api/merchant/register',
      payload: registration(email, '000000'),
    });
    expect([again.status, again.body.errors?.[0]?.field]).toEqual([422, 'email']);
  });
});

describe('the invitation mail', () => {
  it('names the role offered, in Chinese and English; a merchant’s own role by its name', async () => {
    const owner = await loggedInMerchant(t);
    const email = uniqueEmail('finance');
    await invite(t, owner, email, 'finance');
    const mail = await mailTo(email);
    expect(mail.text).toContain('以“财务”角色加入');
    expect(mail.text).toContain('as Finance.');

    await t.db.query(
      `INSERT INTO team_roles (merchant_id, key, name, permissions)
       VALUES ($1, 'auditor', 'Auditor', ARRAY['account.own', 'team.read'])`,
      [owner.merchantId],
    );
    const auditor = uniqueEmail('auditor');
    await invite(t, owner, auditor, 'auditor');
    const custom = await mailTo(auditor);
    expect(custom.text).toContain('以“Auditor”角色加入');
    expect(custom.text).toContain('as Auditor.');
  });
});
