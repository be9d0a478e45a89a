import { totpCodeAt } from '../platform/totp';
import type { TestApp } from './harness';
import { login, STRONG_PASSWORD, uniqueEmail } from './scenarios';
import { type Actor, as } from './settings';

/** A user of a merchant who joined through an invitation, logged in. */
export interface Member extends Actor {
  userId: string;
  role: string;
}

/** The token of the newest invitation link mailed to an address (read from the dev mailbox). */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  const { body } = await t.call({
    method: 'GET',
    url: `/api/dev/mailbox?email=${encodeURIComponent(email)}`,
  });
  const text: string = body.data.items[0]?.text ?? '';
  const token = /\/invite\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/** Invites an address with a role as `inviter`; throws unless it is answered 200. Answers the member. */
export async function invite(t: TestApp, inviter: Pick<Actor, 'token'>, email: string, role: string) {
  const res = await as(t, inviter)('POST', '/team/invitations', { email, role });
  if (res.status !== 200) throw new Error(`invite failed: ${res.res.body}`);
  return res.body.data as { id: string; email: string; role: string; status: string };
}

/** A call of the invitee's public routes, in English. */
export function asInvitee(t: TestApp) {
  return (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.call({
      method,
      url: `/api${url}`,
      headers: { 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/**
 * Accepts a link with a name and password; binds an authenticator first when the role requires one
 * (then the clock moves a step on, so the next code is fresh). Answers the secret and recovery codes.
 */
export async function acceptInvitation(
  t: TestApp,
  token: string,
  opts: { name?: string; password?: string } = {},
): Promise<{ secret?: string; recoveryCodes: string[] }> {
  const call = asInvitee(t);
  const view = await call('GET', `/public/invitations/${token}`);
  if (view.status !== 200) throw new Error(`invitation view failed: ${view.res.body}`);
  const password = opts.password ?? STRONG_PASSWORD;
  const body: Record<string, string> = {
    token,
    name: opts.name ?? 'Team Member',
    password,
    password_confirmation: password,
  };
  let secret: string | undefined;
  if (view.body.data.requires_authenticator) {
    const setup = await call('POST', '/public/invitations/authenticator', { token });
    if (setup.status !== 200) throw new Error(`authenticator setup failed: ${setup.res.body}`);
    secret = setup.body.data.secret as string;
    body.totp_code = totpCodeAt(secret, t.clock.now());
  }
  const accepted = await call('POST', '/public/invitations/accept', body);
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.res.body}`);
  if (secret) t.clock.advance(30_000);
  return { ...(secret ? { secret } : {}), recoveryCodes: accepted.body.data.recovery_codes };
}

/**
 * A person invited by `inviter` with `role`, who accepted the link (binding an authenticator when
 * the role requires one) and logged in: their bearer token, and their secret to make codes with.
 */
export async function teamMember(
  t: TestApp,
  inviter: Pick<Actor, 'token' | 'merchantId'>,
  role: string,
  opts: { email?: string; name?: string } = {},
): Promise<Member> {
  const email = opts.email ?? uniqueEmail(role);
  const invited = await invite(t, inviter, email, role);
  const { secret, recoveryCodes } = await acceptInvitation(t, await invitationToken(t, email), opts);
  const code = secret ? totpCodeAt(secret, t.clock.now()) : undefined;
  const res = await login(t, email, STRONG_PASSWORD, code);
  if (res.status !== 200) throw new Error(`member login failed: ${res.res.body}`);
  if (secret) t.clock.advance(30_000);
  return {
    email,
    password: STRONG_PASSWORD,
    merchantId: inviter.merchantId,
    userId: invited.id,
    role,
    token: res.body.data.token as string,
    ...(secret ? { secret, recoveryCodes } : {}),
  };
}
