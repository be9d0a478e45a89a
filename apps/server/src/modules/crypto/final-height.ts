import type { ChainRail, Finality } from '../../rails/chain/types';
import type { Catalogue } from './catalogue';

/**
 * Where the network names no final block, a height is final once it is this many times the network's
 * confirmations below the head: confirmed deposits and our mined sends are watched for a reorganisation
 * until then.
 */
export const REORG_WATCH = 2;

/** The highest block no reorganisation can replace any more: the network's own final block, or counted. */
export function finalHeightFrom(finality: Finality | null, head: bigint, required: number): bigint {
  return finality?.final ?? head - BigInt(REORG_WATCH * required);
}

/** The network's final height now, asked of the chain with the catalogue's confirmations. */
export async function finalHeightOf(chain: ChainRail, c: Catalogue, network: string): Promise<bigint> {
  const required = c.networks.get(network)?.confirmations ?? 1;
  const [head, finality] = await Promise.all([chain.head(network), chain.finality(network)]);
  return finalHeightFrom(finality, head, required);
}
