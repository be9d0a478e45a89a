import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { auth, data } from './fiat-support';
import type { Merchant } from './support';

/** The path of the newest invitation link mailed to an address (`/invite/<token>`), from the dev mailbox. */
export async function mailedInvitationPath(request: APIRequestContext, email: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await request.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`);
    const body = (await res.json()) as { data: { items: { text: string }[] } };
    const token = /\/invite\/([A-Za-z0-9_-]{43})\b/.exec(body.data.items[0]?.text ?? '')?.[1];
    if (token) return `/invite/${token}`;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no invitation mailed to ${email}`);
}

/** Invites a person through the API, as the merchant's owner. */
export async function inviteMember(
  request: APIRequestContext,
  owner: Merchant,
  email: string,
  role: string,
): Promise<{ id: string }> {
  return data(await request.post('/api/team/invitations', { headers: auth(owner), data: { email, role } }));
}

/** The session token the console keeps in its cookie after a login in the browser. */
export async function browserToken(context: BrowserContext): Promise<string> {
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
  if (!token) throw new Error('no session cookie');
  return token;
}

/** Sets the user's own payment password (each user has theirs), confirmed with an authenticator code. */
export async function setPaymentPassword(
  request: APIRequestContext,
  token: string,
  password: string,
  totpCode: string,
): Promise<void> {
  await data(
    await request.post('/api/merchant/payment-password', {
      headers: { authorization: `Bearer ${token}` },
      data: { password, password_confirmation: password, totp_code: totpCode },
    }),
  );
}
