import type { HealthData } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
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

export function useDevFaucet(): boolean {
  return (
    useQuery({ queryKey: ['dev-faucet'], queryFn: probeDevFaucet, staleTime: Number.POSITIVE_INFINITY })
      .data ?? false
  );
}
