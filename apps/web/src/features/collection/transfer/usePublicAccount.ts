import type { PublicCollectionAccount } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { PUBLIC_POLL_MS } from '../../payment/index';

export const publicAccountKey = (id: string) => ['public-collection-account', id] as const;

/** The payer's view of an account, followed every 3 s while it is active (a transfer may be confirming). */
export function usePublicAccount(id: string) {
  return useQuery({
    queryKey: publicAccountKey(id),
    enabled: id !== '',
    staleTime: 0,
    queryFn: async (): Promise<PublicCollectionAccount> => {
      const { requestPublicAccount } = await import('./publicAccountRequest');
      return requestPublicAccount(id);
    },
    refetchInterval: (query) => (query.state.data?.status === 'active' ? PUBLIC_POLL_MS : false),
  });
}
