import {
  bankFilesOpsApi as api,
  BANK_FILE_PART,
  type BankCredit,
  type BankFile,
  type BankFileDetail,
} from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import type { FileRequest } from '../../../components/export/useFileDownload';
import { useCursorList } from '../../../components/list/useCursorList';
import { isApiError } from '../../../lib/http/apiError';
import { call } from '../../../lib/http/client';
import type { RouteInput } from '../../../lib/http/types';
import { uploadForm } from '../../../lib/http/upload';
import { createIdempotencyKeys } from '../../receive/index';
import { opsKeys, opsQueryClient } from '../api';
import { topupKeys } from '../topups/api';

export type { BankCredit, BankFile, BankFileDetail };

/** What a list filters by: the route's query without its paging. */
type Filters<Q> = Omit<NonNullable<Q>, 'cursor' | 'limit'>;
export type BankFileFilters = Filters<RouteInput<typeof api.opsBankFiles>>;
export type BankCreditFilters = Filters<RouteInput<typeof api.opsBankCredits>>;

const PAGE_SIZE = 20;
/** Reading a bank's day of statements may take longer than a plain call. */
const IMPORT_TIMEOUT_MS = 120_000;

export const bankFileKeys = {
  files: ['ops', 'bank-files'] as const,
  /** Every file's detail (`file(id)` is one of them). */
  details: ['ops', 'bank-file'] as const,
  file: (id: string) => ['ops', 'bank-file', id] as const,
  credits: ['ops', 'bank-credits'] as const,
};

export const useBankFiles = (f: BankFileFilters) =>
  useCursorList({
    queryKey: [...bankFileKeys.files, f],
    fetchPage: (cursor) => call(api.opsBankFiles, { ...f, limit: PAGE_SIZE, cursor }),
  });

export const useBankFile = (id: string | null) =>
  useQuery({
    queryKey: bankFileKeys.file(id ?? ''),
    queryFn: () => call(api.opsBankFile, undefined, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });

export const useBankCredits = (f: BankCreditFilters) =>
  useCursorList({
    queryKey: [...bankFileKeys.credits, f],
    fetchPage: (cursor) => call(api.opsBankCredits, { ...f, limit: PAGE_SIZE, cursor }),
  });

const refresh = (...keys: (readonly unknown[])[]) =>
  Promise.all(keys.map((key) => opsQueryClient.invalidateQueries({ queryKey: key })));

/** What a decision on a credit changes: the credits, the entry it stands for, the top-ups, the audit log. */
const afterCredit = () =>
  refresh(bankFileKeys.credits, bankFileKeys.details, bankFileKeys.files, topupKeys.queue, opsKeys.audit);

/** Writes the pain.001 files of the transfers waiting for one now; answers the files written. */
export async function generateBankFiles(): Promise<BankFile[]> {
  const { files } = await call(api.opsGenerateBankFiles, undefined, { timeout: IMPORT_TIMEOUT_MS });
  await refresh(bankFileKeys.files, opsKeys.audit);
  return files;
}

/** Sends one file the bank sent (one part `file`); the server reads it against its XSD and applies it. */
export async function importBankFile(file: File, onProgress: (percent: number) => void): Promise<BankFile> {
  const form = new FormData();
  form.append(BANK_FILE_PART, file, file.name);
  try {
    return await uploadForm<BankFile>(api.opsImportBankFile.path, form, onProgress);
  } finally {
    // a refused file is listed too; what an imported one matched leaves the queues of credits and top-ups
    await afterCredit();
  }
}

const decisionKeys = createIdempotencyKeys();

/**
 * Money-moving: one Idempotency-Key per attempt at a decision on a credit, reused when the same
 * decision is retried; a 409 (handled already) makes the next attempt new.
 */
async function decideCredit(
  id: string,
  decision: { topupId: string } | { reason: string },
): Promise<BankCredit> {
  const key = decisionKeys.keyFor({ id, ...decision });
  const options = { params: { id }, headers: { 'Idempotency-Key': key } };
  try {
    const credit =
      'topupId' in decision
        ? await call(api.opsMatchBankCredit, { topup_id: decision.topupId }, options)
        : await call(api.opsDismissBankCredit, { reason: decision.reason }, options);
    decisionKeys.done();
    return credit;
  } catch (error) {
    if (isApiError(error) && error.status === 409) decisionKeys.done();
    throw error;
  } finally {
    await afterCredit();
  }
}

/** Credits an unmatched credit to one of its candidate top-ups. */
export const matchBankCredit = (id: string, topupId: string) => decideCredit(id, { topupId });

/** Sets an unmatched credit aside with the operator's reason. */
export const dismissBankCredit = (id: string, reason: string) => decideCredit(id, { reason });

/**
 * The file's XML as the server keeps it (an attachment, the operator's session sent). Mounted beside
 * the contract's table like the other file answers: `GET /api/ops/bank-files/:id/content`.
 */
export const bankFileContent = (file: Pick<BankFile, 'id' | 'name'>): FileRequest => ({
  path: `/ops/bank-files/${encodeURIComponent(file.id)}/content`,
  query: {},
  fallbackName: file.name.endsWith('.xml') ? file.name : `${file.name}.xml`,
});
