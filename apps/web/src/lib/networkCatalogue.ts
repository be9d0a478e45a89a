import { coreApi } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from './http/client';

/**
 * The networks of the catalogue (GET /api/networks): TRC20, ERC20 and every EVM network the
 * deployment adds, with their assets, least amounts and fees. One query for every page that asks.
 */
export function useNetworkCatalogue() {
  return useQuery({
    queryKey: ['meta', 'networks'],
    queryFn: () => call(coreApi.networks),
    staleTime: 300_000,
  });
}

/** The codes of the catalogue's networks, in its order (empty while loading). */
export function useNetworkCodes(): string[] {
  return useNetworkCatalogue().data?.networks.map((n) => n.code) ?? [];
}
