import type { PublicCollectionAccount } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/http/apiError';
import { PUBLIC_POLL_MS } from '../../payment/index';

export const publicAccountKey = (id: string) => ['public-collection-account', id] as const;

/**
 * The payer's view of an account (null when there is none of that id), followed every 3 s while it
 * is active (a transfer may be confirming). The page the server rendered brings its answer in the cache.
 */
export function usePublicAccount(id: string) {
  return useQuery({
    queryKey: publicAccountKey(id),
    enabled: id !== '',
    staleTime: PUBLIC_POLL_MS,
    queryFn: async (): Promise<PublicCollectionAccount | null> => {
      const { requestPublicAccount } = await import('./publicAccountRequest');
      try {
        return await requestPublicAccount(id);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (query) => (query.state.data?.status === 'active' ? PUBLIC_POLL_MS : false),
  });
}
