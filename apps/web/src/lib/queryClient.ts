import { QueryClient } from '@tanstack/react-query';

/** A query cache with the console's defaults (the server renders each public page with a fresh one). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** Query key of the logged-in merchant (GET /merchant/info). */
export const MERCHANT_INFO_KEY = ['merchant', 'info'] as const;
