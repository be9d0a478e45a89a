import { z } from 'zod';
import { isoDateTime } from '../fields';
import { cursorQuery, page } from '../money';
import { actor } from '../team/schemas';

/** The merchant's security activity log. */

/** Kinds of the security log this product records (others may appear; show them by name). */
export const securityEventKinds = [
  'register',
  'login',
  'login_failed',
  'logout',
  'password_changed',
  'totp_enabled',
  'totp_disabled',
  'recovery_code_used',
  'recovery_codes_regenerated',
  'payment_password_set',
  'payment_password_changed',
  'payment_password_reset',
  'payment_password_failed',
  'payment_password_locked',
  'bank_account_added',
  'bank_account_updated',
  'bank_account_deleted',
  'payee_added',
  'payee_updated',
  'payee_deleted',
  'session_revoked',
  'sessions_revoked',
  'kyb_submitted',
  'kyb_approved',
  'kyb_rejected',
  'api_key_created',
  'api_key_updated',
  'api_key_rotated',
  'api_key_revoked',
  'webhook_endpoint_created',
  'webhook_endpoint_updated',
  'webhook_endpoint_deleted',
  'webhook_secret_rotated',
  'team_member_invited',
  'team_invitation_resent',
  'team_role_changed',
  'team_member_disabled',
  'team_member_enabled',
  'team_member_removed',
  'team_joined',
  'team_left',
  'order_accepted',
  'order_refund_requested',
  'late_payment_credited',
  'late_payment_refund_requested',
] as const;
export type SecurityEventKindName = (typeof securityEventKinds)[number];

export const securityEvent = z
  .object({
    id: z.string(),
    kind: z.string(),
    ip: z.string().nullable(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    actor: actor.nullable().describe('The user who acted; null for the platform (e.g. a KYB decision)'),
    created_at: isoDateTime,
  })
  .meta({ id: 'SecurityEvent' });
export type SecurityEvent = z.infer<typeof securityEvent>;
export const securityEventList = page(securityEvent);
export const securityEventsQuery = z.strictObject({ ...cursorQuery });
