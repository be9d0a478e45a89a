import type { AuditAction, AuditEntry } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { decodeCursor, pageOf, rowsForPage } from '../../platform/paging';
import type { RequestContext } from '../../platform/request-context';

export type AuditDetail = Record<string, string | number | boolean | null>;

export interface AuditRecord {
  /** Who acted; null for the command line and for failed logins of unknown accounts. */
  operatorId: string | null;
  action: AuditAction;
  target?: {
    type:
      | 'operator'
      | 'merchant'
      | 'receipt_order'
      | 'late_payment'
      | 'kyb_submission'
      | 'payout'
      | 'platform_setting'
      | 'bank_credit'
      | 'bank_file'
      | 'fiat_topup'
      | 'fiat_currency'
      | 'network';
    id: string;
  };
  detail?: AuditDetail;
  ctx?: Pick<RequestContext, 'ip' | 'userAgent'>;
  at: Date;
}

/** Appends one operator action to the audit log, in the transaction of the action itself. */
export async function recordAudit(q: Queryable, r: AuditRecord): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (operator_id, action, target_type, target_id, detail, ip, user_agent, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      r.operatorId,
      r.action,
      r.target?.type ?? null,
      r.target?.id ?? null,
      JSON.stringify(r.detail ?? {}),
      r.ctx?.ip ?? null,
      r.ctx?.userAgent ?? null,
      r.at,
    ],
  );
}

interface AuditRow {
  id: bigint;
  operator_id: string | null;
  operator_email: string | null;
  action: AuditAction;
  target_type: string | null;
  target_id: string | null;
  detail: AuditDetail;
  ip: string | null;
  created_at: Date;
  [key: string]: unknown;
}

const toEntry = (r: AuditRow): AuditEntry => ({
  id: String(r.id),
  operator_id: r.operator_id,
  operator_email: r.operator_email,
  action: r.action,
  target_type: r.target_type,
  target_id: r.target_id,
  detail: r.detail,
  ip: r.ip,
  created_at: r.created_at.toISOString(),
});

/** The audit log, newest first, filtered by operator and action, in cursor pages. */
export async function listAudit(
  q: Queryable,
  f: { operator_id?: string; action?: AuditAction; cursor?: string; limit: number },
) {
  const [before] = decodeCursor(f.cursor, ['serial']) ?? [];
  const rows = await q.query<AuditRow>(
    `SELECT a.id, a.operator_id, op.email AS operator_email, a.action, a.target_type, a.target_id, a.detail,
       a.ip, a.created_at
     FROM audit_log a LEFT JOIN operators op ON op.id = a.operator_id
     WHERE ($1::uuid IS NULL OR a.operator_id = $1) AND ($2::text IS NULL OR a.action = $2)
       AND ($3::bigint IS NULL OR a.id < $3)
     ORDER BY a.id DESC LIMIT $4`,
    [f.operator_id ?? null, f.action ?? null, before ?? null, rowsForPage(f.limit)],
  );
  return pageOf(rows, f.limit, toEntry, (r) => [String(r.id)]);
}
