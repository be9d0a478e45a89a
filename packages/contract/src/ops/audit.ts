import { z } from 'zod';
import { isoDateTime } from '../fields';
import { cursorQuery } from '../money';

/** The audit log of operator actions. */

export const auditActions = [
  'login',
  'login_failed',
  'logout',
  'merchant_disabled',
  'merchant_enabled',
  'order_accepted',
  'order_refund_requested',
  'order_closed',
  'reorg_reconciled',
  'reorg_charged_back',
  'reorg_platform_loss',
  'late_payment_credited',
  'late_payment_refund_requested',
  'unclaimed_released',
  'unclaimed_refund_requested',
  'kyb_file_viewed',
  'kyb_approved',
  'kyb_rejected',
  'operator_created',
  'operator_disabled',
  'operator_enabled',
  'operator_totp_reset',
  'payout_approved',
  'payout_rejected',
  'payout_settings_changed',
  'topup_statement_viewed',
  'topup_approved',
  'topup_rejected',
  'fiat_currency_changed',
  'bank_transfer_completed',
  'bank_transfer_failed',
  'bank_files_generated',
  'bank_file_imported',
  'bank_credit_matched',
  'bank_credit_dismissed',
  'low_balance',
  'low_balance_recovered',
  'low_balance_thresholds_changed',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntry = z
  .object({
    id: z.string(),
    operator_id: z.string().nullable(),
    operator_email: z.string().nullable().describe('Null for command-line actions and unknown accounts'),
    action: z.enum(auditActions),
    target_type: z.string().nullable(),
    target_id: z.string().nullable(),
    detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    ip: z.string().nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = z.strictObject({
  operator_id: z.uuid({ error: 'invalid_value' }).optional(),
  action: z.enum(auditActions, { error: 'invalid_value' }).optional(),
  ...cursorQuery,
});
