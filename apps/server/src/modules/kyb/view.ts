import type { KybFile, KybForm, KybSubmissionDetail, KybSubmissionSummary } from '@mc/contract';
import { pageOf } from '../../platform/paging';
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

/** A page of submissions, newest first by (submitted time, id); listed submissions are never drafts. */
export const submissionPage = (rows: SubmissionRow[], limit: number) =>
  pageOf(rows, limit, toSummary, (r) => [r.submitted_at ?? r.created_at, r.id]);
