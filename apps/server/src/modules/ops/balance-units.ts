import { GAS_ASSET } from '../../rails/chain/evm/send-status';

/** The decimals of the network's own coin: a sender's balance of it is read in wei. */
const COIN_DECIMALS = 18;

/**
 * The decimals a sender's balance of `asset` is counted in: wei for the network's coin (the catalogue
 * books ETH fees in gwei, not wei), else the asset's own decimals.
 */
export function balanceDecimals(decimals: ReadonlyMap<string, number>, asset: string): number {
  return asset === GAS_ASSET ? COIN_DECIMALS : (decimals.get(asset) ?? COIN_DECIMALS);
}
