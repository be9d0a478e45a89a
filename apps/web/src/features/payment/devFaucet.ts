import { coreApi as api, type PublicOrder } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http/client';
import { API_BASE } from '../../lib/http/url';

/**
 * The dev faucet exists when the server has its dev routes (absent in production): ask the server,
 * since `npm start` serves a production build of the console from a development server.
 */
export async function probeDevRoutes(): Promise<boolean> {
  try {
    const response = await fetch(`${API_BASE}/dev/mailbox`, { headers: { Accept: 'application/json' } });
    return response.status !== 404;
  } catch {
    return false;
  }
}

export function useDevFaucet(): boolean {
  return (
    useQuery({ queryKey: ['dev-routes'], queryFn: probeDevRoutes, staleTime: Number.POSITIVE_INFINITY })
      .data ?? false
  );
}

/** Sends what is still due to the order's address from the simulated chain's faucet. */
export function payWithFaucet(order: PublicOrder) {
  return call(api.devChainTransfer, {
    network: order.network,
    asset: order.asset,
    to: order.deposit_address,
    amount: order.due_amount,
  });
}
