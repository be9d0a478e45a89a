import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/** Query key of the logged-in merchant (GET /merchant/info). */
export const MERCHANT_INFO_KEY = ['merchant', 'info'] as const;
