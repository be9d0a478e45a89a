import { kybApi as api, type KybState, type KybSubmissionDetail, kybFilePath } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { useCursorList } from '../../components/list/useCursorList';
import { call } from '../../lib/http/client';
import { currentLang } from '../../lib/i18n';
import { htmlLang } from '../../lib/lang';
import { MERCHANT_INFO_KEY, queryClient } from '../../lib/queryClient';
import { getToken } from '../../lib/session';

export const kybKeys = {
  all: ['kyb'] as const,
  state: ['kyb', 'state'] as const,
  history: ['kyb', 'history'] as const,
  file: (id: string) => ['kyb', 'file', id] as const,
};

export function useKybState() {
  return useQuery({ queryKey: kybKeys.state, queryFn: () => call(api.kybState), staleTime: 0 });
}

/** Puts the draft the server answered with into the page's state (no refetch needed). */
export function setDraft(draft: KybSubmissionDetail): void {
  queryClient.setQueryData<KybState>(kybKeys.state, (old) => (old ? { ...old, draft } : old));
}

/** The draft as the page holds it now (an upload that just finished has put its answer there). */
export const currentDraft = (): KybSubmissionDetail | null =>
  queryClient.getQueryData<KybState>(kybKeys.state)?.draft ?? null;

/** After a submission the merchant's status changed: the info call, the overview and the history follow. */
export async function refreshAfterSubmit(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: kybKeys.all }),
    queryClient.invalidateQueries({ queryKey: MERCHANT_INFO_KEY }),
    queryClient.invalidateQueries({ queryKey: ['overview'] }),
  ]);
}

/** Submissions, newest first, by cursor ("load more"). */
export const useKybHistory = () =>
  useCursorList({
    queryKey: kybKeys.history,
    fetchPage: (cursor) => call(api.kybHistory, { limit: 20, cursor }),
    staleTime: 0,
  });

/** A document's bytes (they need the session header, so they are fetched, not linked). */
async function fetchDocument(id: string): Promise<Blob> {
  const headers = new Headers({ 'Accept-Language': htmlLang(currentLang()) });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await fetch(`/api${kybFilePath(id)}`, { headers });
  if (!res.ok) throw new Error(`${res.status}`);
  return res.blob();
}

export function useKybDocument(id: string) {
  return useQuery({ queryKey: kybKeys.file(id), queryFn: () => fetchDocument(id), staleTime: Infinity });
}
