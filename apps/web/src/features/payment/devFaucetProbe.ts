import type { HealthData } from '@mc/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE } from '../../lib/http/url';

/**
 * The dev faucet exists when the server says so (its health answer: dev routes and a simulated chain),
 * since `npm start` serves a production build of the console from a development server. The health
 * route answers on every server, so the question never fails in the browser's console.
 */
export async function probeDevFaucet(): Promise<boolean> {
  try {
    const response = await fetch(`${API_BASE}/health`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return false;
    const body = (await response.json()) as { data?: Partial<HealthData> };
    return body.data?.faucet === true;
  } catch {
    return false;
  }
}

const DEV_FAUCET_KEY = ['dev-faucet'] as const;

/**
 * What the server said of its faucet in the page it drew (undefined: it said nothing): the page shows
 * the button, or not, without asking again.
 */
export function seedDevFaucet(client: QueryClient, faucet: boolean | undefined): void {
  if (faucet !== undefined) client.setQueryData(DEV_FAUCET_KEY, faucet);
}

/**
 * Whether the server has a dev faucet: as the page it drew said, else asked a task after the page's
 * first render, so that the question's code and request never lengthen a hydration (on a phone, every
 * millisecond of it counts several times over).
 */
export function useDevFaucet(): boolean {
  const known = useQueryClient().getQueryData<boolean>(DEV_FAUCET_KEY) !== undefined;
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (known) return;
    const timer = setTimeout(() => setAsking(true), 0);
    return () => clearTimeout(timer);
  }, [known]);
  return (
    useQuery({
      queryKey: DEV_FAUCET_KEY,
      queryFn: probeDevFaucet,
      staleTime: Number.POSITIVE_INFINITY,
      enabled: asking,
    }).data ?? false
  );
}
