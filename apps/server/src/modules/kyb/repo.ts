import {
  type KybFileKind,
  type KybForm,
  type KybMime,
  type KybReviewStatus,
  type KybSubmissionStatus,
  kybFormFields,
} from '@mc/contract';
import type { Queryable } from '../../db/client';
import { overEventRows } from '../../platform/event-rows';
import { listConditions, type TimeIdPosition } from '../../platform/paging';

export interface SubmissionRow {
  id: string;
  merchant_id: string;
  merchant_name: string;
  status: KybSubmissionStatus;
  company_name: string;
  entity_type: KybForm['entity_type'];
  registration_number: string;
  registration_date: string | null;
  address: string;
  business_scope: string;
  industry: KybForm['industry'];
  website: string;
  source_of_funds: KybForm['source_of_funds'];
  legal_rep_name: string;
  legal_rep_email: string;
  legal_rep_phone: string;
  legal_rep_id_type: KybForm['legal_rep_id_type'];
  legal_rep_id_number: string;
  file_count: number;
  total_bytes: bigint;
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  reject_reason: string | null;
  [key: string]: unknown;
}

export interface FileRow {
  id: string;
  submission_id: string;
  merchant_id: string;
  kind: KybFileKind;
  storage_key: string;
  display_name: string;
  mime: KybMime;
  size_bytes: bigint;
  created_at: Date;
  [key: string]: unknown;
}

/** The form's columns: named as the contract's fields, in their order. */
const FORM_COLUMNS = kybFormFields;

const SELECT = `SELECT s.id, s.merchant_id, m.merchant_name, s.status, s.company_name, s.entity_type,
    s.registration_number, to_char(s.registration_date, 'YYYY-MM-DD') AS registration_date, s.address,
    s.business_scope, s.industry, s.website, s.source_of_funds, s.legal_rep_name, s.legal_rep_email,
    s.legal_rep_phone, s.legal_rep_id_type, s.legal_rep_id_number,
    (SELECT count(*)::int FROM kyb_files f WHERE f.submission_id = s.id) AS file_count,
    (SELECT coalesce(sum(f.size_bytes), 0)::bigint FROM kyb_files f WHERE f.submission_id = s.id) AS total_bytes,
    s.created_at, s.updated_at, s.submitted_at, s.reviewed_at, s.reviewed_by, s.reject_reason
  FROM kyb_submissions s JOIN merchant_standing m ON m.id = s.merchant_id`;

const FILE_COLUMNS =
  'id, submission_id, merchant_id, kind, storage_key, display_name, mime, size_bytes, created_at';

function formValues(form: KybForm): unknown[] {
  return FORM_COLUMNS.map((c) => (c === 'registration_date' ? form[c] || null : form[c]));
}

export interface ListOptions {
  merchantId?: string;
  status?: KybReviewStatus;
  after?: TimeIdPosition;
  limit: number;
}

export const kybRepo = {
  /** The rows events kept (jsonb texts of kyb_submissions rows), read as `get` reads one, in their order. */
  eventRows(q: Queryable, rows: readonly string[]): Promise<SubmissionRow[]> {
    return q.query<SubmissionRow>(overEventRows(SELECT, 'kyb_submissions', 's'), [rows]);
  },

  async get(q: Queryable, id: string, opts: { merchantId?: string; lock?: boolean } = {}) {
    // FOR UPDATE cannot follow the aggregates of SELECT, so the row is locked on its own first.
    if (opts.lock) await q.query('SELECT id FROM kyb_submissions WHERE id = $1 FOR UPDATE', [id]);
    const rows = await q.query<SubmissionRow>(
      `${SELECT} WHERE s.id = $1 ${opts.merchantId ? 'AND s.merchant_id = $2' : ''}`,
      opts.merchantId ? [id, opts.merchantId] : [id],
    );
    return rows[0];
  },

  async draftOf(q: Queryable, merchantId: string) {
    const rows = await q.query<SubmissionRow>(`${SELECT} WHERE s.merchant_id = $1 AND s.status = 'draft'`, [
      merchantId,
    ]);
    return rows[0];
  },

  /** The newest submission that is not a draft. */
  async lastOf(q: Queryable, merchantId: string) {
    const rows = await q.query<SubmissionRow>(
      `${SELECT} WHERE s.merchant_id = $1 AND s.status <> 'draft' ORDER BY s.submitted_at DESC, s.id DESC LIMIT 1`,
      [merchantId],
    );
    return rows[0];
  },

  /** Submissions (never drafts), newest first; one row more than the limit tells whether more follow. */
  async list(q: Queryable, o: ListOptions) {
    const c = listConditions([], ["s.status <> 'draft'"]);
    if (o.merchantId) c.add('s.merchant_id = ?0', o.merchantId);
    if (o.status) c.add('s.status = ?0', o.status);
    c.after('s.submitted_at', 's.id', o.after, '<');
    const limit = c.limit(o.limit);
    return q.query<SubmissionRow>(
      `${SELECT} WHERE ${c.where()} ORDER BY s.submitted_at DESC, s.id DESC LIMIT ${limit}`,
      c.params,
    );
  },

  async insertDraft(q: Queryable, merchantId: string, form: KybForm, at: Date): Promise<string> {
    const cols = FORM_COLUMNS.join(', ');
    const marks = FORM_COLUMNS.map((_, i) => `$${i + 3}`).join(', ');
    const rows = await q.query<{ id: string }>(
      `INSERT INTO kyb_submissions (merchant_id, created_at, updated_at, ${cols})
       VALUES ($1, $2, $2, ${marks}) RETURNING id`,
      [merchantId, at, ...formValues(form)],
    );
    return rows[0]!.id;
  },

  async saveForm(q: Queryable, id: string, form: KybForm, at: Date): Promise<void> {
    const sets = FORM_COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ');
    await q.query(`UPDATE kyb_submissions SET updated_at = $2, ${sets} WHERE id = $1 AND status = 'draft'`, [
      id,
      at,
      ...formValues(form),
    ]);
  },

  async markSubmitted(q: Queryable, id: string, at: Date): Promise<void> {
    await q.query(
      `UPDATE kyb_submissions SET status = 'pending', submitted_at = $2, updated_at = $2
       WHERE id = $1 AND status = 'draft'`,
      [id, at],
    );
  },

  async markReviewed(
    q: Queryable,
    id: string,
    r: { status: 'verified' | 'failed'; operatorId: string; reason: string | null; at: Date },
  ): Promise<void> {
    await q.query(
      `UPDATE kyb_submissions SET status = $2, reviewed_by = $3, reject_reason = $4, reviewed_at = $5,
         updated_at = $5 WHERE id = $1 AND status = 'pending'`,
      [id, r.status, r.operatorId, r.reason, r.at],
    );
  },

  async files(q: Queryable, submissionId: string) {
    return q.query<FileRow>(
      `SELECT ${FILE_COLUMNS} FROM kyb_files WHERE submission_id = $1 ORDER BY created_at, id`,
      [submissionId],
    );
  },

  async file(q: Queryable, id: string, scope: { merchantId?: string; submissionId?: string }) {
    const params: unknown[] = [id];
    let where = 'id = $1';
    if (scope.merchantId) {
      params.push(scope.merchantId);
      where += ` AND merchant_id = $${params.length}`;
    }
    if (scope.submissionId) {
      params.push(scope.submissionId);
      where += ` AND submission_id = $${params.length}`;
    }
    const rows = await q.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM kyb_files WHERE ${where}`, params);
    return rows[0];
  },

  async insertFile(
    q: Queryable,
    f: Omit<FileRow, 'id' | 'size_bytes'> & { size_bytes: number | bigint },
  ): Promise<void> {
    await q.query(
      `INSERT INTO kyb_files (submission_id, merchant_id, kind, storage_key, display_name, mime, size_bytes, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        f.submission_id,
        f.merchant_id,
        f.kind,
        f.storage_key,
        f.display_name,
        f.mime,
        f.size_bytes,
        f.created_at,
      ],
    );
  },

  /** A new submission's documents are the old one's: the same stored bytes, referenced twice. */
  async copyFiles(q: Queryable, fromId: string, toId: string): Promise<void> {
    await q.query(
      `INSERT INTO kyb_files (submission_id, merchant_id, kind, storage_key, display_name, mime, size_bytes, created_at)
       SELECT $2, merchant_id, kind, storage_key, display_name, mime, size_bytes, created_at FROM kyb_files
       WHERE submission_id = $1`,
      [fromId, toId],
    );
  },

  async deleteFile(q: Queryable, id: string): Promise<void> {
    await q.query('DELETE FROM kyb_files WHERE id = $1', [id]);
  },

  /** Whether any submission still refers to the stored bytes. */
  async keyInUse(q: Queryable, storageKey: string): Promise<boolean> {
    const rows = await q.query('SELECT 1 FROM kyb_files WHERE storage_key = $1 LIMIT 1', [storageKey]);
    return rows.length > 0;
  },
};
