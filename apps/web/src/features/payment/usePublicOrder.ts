import type { PublicOrder } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isFinalStatus } from '../receive/status';
import { clockOffset, remainingMs } from './countdown';

/** The payment page follows the order every 3 s until nothing can change any more. */
export const PUBLIC_POLL_MS = 3000;

export interface PublicOrderView {
  order: PublicOrder;
  /** Server clock minus local clock, in ms. */
  offsetMs: number;
}

export function usePublicOrder(id: string) {
  return useQuery({
    queryKey: ['public-order', id],
    enabled: id !== '',
    staleTime: 0,
    queryFn: async (): Promise<PublicOrderView> => {
      const { requestPublicOrder } = await import('./publicOrderRequest');
      const sent = Date.now();
      const order = await requestPublicOrder(id);
      return { order, offsetMs: clockOffset(order.server_time, sent, Date.now()) };
    },
    refetchInterval: (query) => {
      const status = query.state.data?.order.status;
      return status && isFinalStatus(status) ? false : PUBLIC_POLL_MS;
    },
  });
}

/** Milliseconds left to pay, ticking every second on the server's clock. */
export function useRemaining(expiresAt: string | undefined, offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return expiresAt ? remainingMs(expiresAt, offsetMs, now) : 0;
}
