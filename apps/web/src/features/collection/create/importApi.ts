import {
  collectionApi as api,
  type CollectionImport,
  type importModes,
  importTemplatePath,
} from '@mc/contract';
import { downloadBlob } from '../../../lib/download';
import { call } from '../../../lib/http/client';
import { fetchFile } from '../../../lib/http/fetchFile';
import { uploadForm } from '../../../lib/http/upload';
import { queryClient } from '../../../lib/queryClient';
import { collectionKeys } from '../api';

export type ImportMode = (typeof importModes)[number];
export type TemplateFormat = 'csv' | 'xlsx';

/** Creating up to 10,000 accounts in one transaction takes longer than a plain call may. */
const COMMIT_TIMEOUT_MS = 120_000;

/** Saves the import template (CSV or XLSX) with its headings in the page's language. */
export async function downloadTemplate(format: TemplateFormat, lang: 'cn' | 'en'): Promise<void> {
  const file = await fetchFile(
    importTemplatePath,
    { format, lang },
    { fallbackName: `collection-accounts-template.${format}`, onProgress: () => {} },
  );
  downloadBlob(file.blob, file.fileName);
}

/** Sends the file (one part `file`); the server checks every row and answers the preview. */
export function uploadImport(file: File, onProgress: (percent: number) => void): Promise<CollectionImport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadForm<CollectionImport>(api.uploadCollectionImport.path, form, onProgress);
}

/** Creates the preview's accounts: every row (refused while any has an error) or only the valid ones. */
export async function commitImport(id: string, mode: ImportMode, idempotencyKey: string) {
  const done = await call(
    api.commitCollectionImport,
    { mode },
    { params: { id }, headers: { 'Idempotency-Key': idempotencyKey }, timeout: COMMIT_TIMEOUT_MS },
  );
  await queryClient.invalidateQueries({ queryKey: collectionKeys.all });
  return done;
}
