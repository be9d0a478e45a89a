import type { PublicOrder } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/http/apiError';
import { isFinalStatus } from '../receive/status';
import { clockOffset, remainingMs } from './countdown';

/** The payment page follows the order every 3 s until nothing can change any more. */
export const PUBLIC_POLL_MS = 3000;

export interface PublicOrderView {
  order: PublicOrder;
  /** Server clock minus local clock, in ms. */
  offsetMs: number;
}

export const publicOrderKey = (id: string) => ['public-order', id] as const;

/** The order as the server answered it (`server_time` its clock when it read the order). */
export function publicOrderView(order: PublicOrder, sentMs: number, receivedMs: number): PublicOrderView {
  return { order, offsetMs: clockOffset(order.server_time, sentMs, receivedMs) };
}

/**
 * The order, or null when there is none of that id (nothing to follow then). The page the server
 * rendered brings its answer in the cache: the first request is the first poll, 3 s later.
 */
export function usePublicOrder(id: string) {
  return useQuery({
    queryKey: publicOrderKey(id),
    enabled: id !== '',
    staleTime: PUBLIC_POLL_MS,
    queryFn: async (): Promise<PublicOrderView | null> => {
      const { requestPublicOrder } = await import('./publicOrderRequest');
      const sent = Date.now();
      try {
        return publicOrderView(await requestPublicOrder(id), sent, Date.now());
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data === null) return false;
      return data && isFinalStatus(data.order.status) ? false : PUBLIC_POLL_MS;
    },
  });
}

/**
 * Milliseconds left to pay, ticking every second on the server's clock. It starts at the time the
 * server answered (`serverTime`), so that the page rendered on the server and its hydration agree.
 */
export function useRemaining(expiresAt: string | undefined, offsetMs: number, serverTime: string): number {
  const [now, setNow] = useState(() => {
    const server = Date.parse(serverTime);
    return Number.isNaN(server) ? Date.now() : server - offsetMs;
  });
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return expiresAt ? remainingMs(expiresAt, offsetMs, now) : 0;
}
