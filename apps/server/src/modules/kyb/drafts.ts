import type { KybForm } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { fail } from '../../platform/errors';
import { merchantService } from '../merchants';
import { kybRepo } from './repo';
import { formOf } from './view';

export const EMPTY_FORM: KybForm = {
  company_name: '',
  entity_type: null,
  registration_number: '',
  registration_date: '',
  address: '',
  business_scope: '',
  industry: null,
  website: '',
  source_of_funds: null,
  legal_rep_name: '',
  legal_rep_email: '',
  legal_rep_phone: '',
  legal_rep_id_type: null,
  legal_rep_id_number: '',
};

/**
 * Locks the merchant and answers the draft being edited, starting one when there is none: blank at
 * first, prefilled with the last submission and its documents after a failed verification.
 * Nothing may change while a submission is pending or once verified (409).
 */
export async function editableDraft(tx: Queryable, merchantId: string, at: Date) {
  const status = await merchantService.lockForKyb(tx, merchantId);
  if (status === 'pending' || status === 'verified') throw fail.conflict('kyb_locked');
  const draft = await kybRepo.draftOf(tx, merchantId);
  if (draft) return draft;
  const last = status === 'failed' ? await kybRepo.lastOf(tx, merchantId) : undefined;
  const id = await kybRepo.insertDraft(tx, merchantId, last ? formOf(last) : EMPTY_FORM, at);
  if (last) await kybRepo.copyFiles(tx, last.id, id);
  return (await kybRepo.get(tx, id))!;
}

/** Files and bytes the draft holds, or would hold once started (a failed submission's documents carry over). */
export async function draftUsage(q: Queryable, merchantId: string, status: string) {
  const draft = await kybRepo.draftOf(q, merchantId);
  const base = draft ?? (status === 'failed' ? await kybRepo.lastOf(q, merchantId) : undefined);
  return { files: base?.file_count ?? 0, bytes: Number(base?.total_bytes ?? 0) };
}
