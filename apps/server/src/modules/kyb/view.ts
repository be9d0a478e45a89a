import type { KybFile, KybForm, KybSubmissionDetail, KybSubmissionSummary } from '@mc/contract';
import { fail } from '../../platform/errors';
import type { FileRow, SubmissionRow } from './repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSummary(r: SubmissionRow): KybSubmissionSummary {
  return {
    id: r.id,
    merchant_id: r.merchant_id,
    merchant_name: r.merchant_name,
    status: r.status,
    company_name: r.company_name,
    registration_number: r.registration_number,
    file_count: r.file_count,
    created_at: r.created_at.toISOString(),
    submitted_at: iso(r.submitted_at),
    reviewed_at: iso(r.reviewed_at),
    reject_reason: r.reject_reason,
  };
}

export function formOf(r: SubmissionRow): KybForm {
  return {
    company_name: r.company_name,
    entity_type: r.entity_type,
    registration_number: r.registration_number,
    registration_date: r.registration_date ?? '',
    address: r.address,
    business_scope: r.business_scope,
    industry: r.industry,
    website: r.website,
    source_of_funds: r.source_of_funds,
    legal_rep_name: r.legal_rep_name,
    legal_rep_email: r.legal_rep_email,
    legal_rep_phone: r.legal_rep_phone,
    legal_rep_id_type: r.legal_rep_id_type,
    legal_rep_id_number: r.legal_rep_id_number,
  };
}

export function toFile(f: FileRow): KybFile {
  return {
    id: f.id,
    kind: f.kind,
    display_name: f.display_name,
    mime: f.mime,
    size: Number(f.size_bytes),
    created_at: f.created_at.toISOString(),
  };
}

/** A submission with its documents; `forOperator` decides whether the reviewer's id is shown. */
export function toDetail(r: SubmissionRow, files: FileRow[], forOperator: boolean): KybSubmissionDetail {
  return {
    ...toSummary(r),
    form: formOf(r),
    files: files.map(toFile),
    total_bytes: Number(r.total_bytes),
    updated_at: r.updated_at.toISOString(),
    reviewed_by: forOperator ? r.reviewed_by : null,
  };
}

/** Newest-first lists page by (submitted time, id). */
export const encodeCursor = (at: Date, id: string) =>
  Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  if (!id || Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/.test(id))
    throw fail.field('cursor', 'invalid_value');
  return { at: date, id };
}

/** One page of a list fetched with one row more than the limit. */
export function pageOf(rows: SubmissionRow[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const hasMore = rows.length > limit;
  return {
    items: items.map(toSummary),
    has_more: hasMore,
    next_cursor: hasMore && last?.submitted_at ? encodeCursor(last.submitted_at, last.id) : null,
  };
}
