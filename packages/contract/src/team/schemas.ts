import { z } from 'zod';
import { email, isoDateTime, password, totpCode } from '../fields';
import { cursorQuery, page } from '../money';
import { permission } from './permissions';

/** A role's key: a built-in role's name, or a merchant's own role's key. */
export const roleKey = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,31}$/, { error: 'team_role_invalid' })
  .describe('owner, admin, finance, operator, developer, viewer, or a key of the merchant’s own role');

export const memberStatus = z.enum(['invited', 'active', 'disabled']);
export type MemberStatus = z.infer<typeof memberStatus>;

/** A person's name as they give it on accepting an invitation. */
export const personName = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(64, { error: 'too_long' })
  .regex(/^[^<>\p{Cc}]*$/u, { error: 'invalid_chars' });

export const teamMember = z
  .object({
    id: z.string(),
    name: z.string().nullable().describe('Null until the invitation is accepted'),
    email: z.string(),
    role: z.string(),
    status: memberStatus,
    totp_enabled: z.boolean(),
    last_login_at: isoDateTime.nullable(),
    invited_at: isoDateTime,
    invited_by: z.string().nullable().describe('The name or email of who invited them'),
    invitation_expires_at: isoDateTime.nullable().describe('While invited: when the latest link expires'),
    is_you: z.boolean(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMember>;
export const teamMemberList = page(teamMember);
export const teamMemberListQuery = z.strictObject({ ...cursorQuery });
export const memberIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });

export const teamRole = z
  .object({
    key: z.string(),
    name: z
      .string()
      .nullable()
      .describe('A merchant’s own role’s name; null for a built-in role (the console names it)'),
    builtin: z.boolean(),
    requires_authenticator: z.boolean(),
    permissions: z.array(permission),
  })
  .meta({ id: 'TeamRole' });
export type TeamRole = z.infer<typeof teamRole>;
export const teamRoleList = z.object({ items: z.array(teamRole) });

export const inviteMemberBody = z.strictObject({ email, role: roleKey });
export const changeMemberRoleBody = z.strictObject({ role: roleKey });
export const setMemberStatusBody = z.strictObject({
  status: z.enum(['active', 'disabled'], { error: 'invalid_value' }),
});

/** Who did something: a user of the merchant (shown as "created by"). */
export const actor = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z
    .string()
    .nullable()
    .describe('Null only in the answer that created the record (read it again for it)'),
});
export type Actor = z.infer<typeof actor>;

// ---- the invitee's side (public: the link is the credential) ----

/** The token of an invitation link: 43 base64url characters. */
export const invitationToken = z
  .string({ error: 'team_invitation_invalid' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'team_invitation_invalid' });
export const invitationTokenParams = z.strictObject({ token: invitationToken });
export const invitationTokenBody = z.strictObject({ token: invitationToken });

export const invitationView = z
  .object({
    merchant_name: z.string(),
    email: z.string(),
    role: z.string(),
    role_name: z.string().nullable(),
    requires_authenticator: z.boolean(),
    expires_at: isoDateTime,
  })
  .meta({ id: 'Invitation' });
export type InvitationView = z.infer<typeof invitationView>;

const acceptFields = z.strictObject({
  token: invitationToken,
  name: personName,
  password,
  password_confirmation: z.string().max(128, { error: 'password_length' }),
  totp_code: totpCode.optional().describe('Required when the role requires an authenticator'),
});
export const acceptInvitationBody = acceptFields.refine((v) => v.password === v.password_confirmation, {
  path: ['password_confirmation'],
  error: 'password_mismatch',
  when: (payload) => {
    const v = payload.value as Record<string, unknown> | undefined;
    return typeof v?.password === 'string' && typeof v.password_confirmation === 'string';
  },
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBody>;
export const acceptInvitationData = z.object({
  email: z.string(),
  merchant_name: z.string(),
  recovery_codes: z
    .array(z.string())
    .describe('When an authenticator was bound: ten one-time recovery codes, shown only now'),
});
