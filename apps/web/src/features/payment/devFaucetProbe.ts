import type { HealthData } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
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

/**
 * Whether the server has a dev faucet, asked a task after the page's first render: the question's
 * code and request never lengthen a hydration (on a phone, every millisecond of it counts several
 * times over).
 */
export function useDevFaucet(): boolean {
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAsking(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    useQuery({
      queryKey: ['dev-faucet'],
      queryFn: probeDevFaucet,
      staleTime: Number.POSITIVE_INFINITY,
      enabled: asking,
    }).data ?? false
  );
}
