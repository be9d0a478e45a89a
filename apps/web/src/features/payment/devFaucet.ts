import { coreApi as api, type ChainNetwork, type CryptoAsset } from '@mc/contract';
import { call } from '../../lib/http/client';

/** A transfer from the simulated chain's faucet: an amount of an asset to an address. */
export interface FaucetTransfer {
  network: ChainNetwork;
  asset: CryptoAsset;
  to: string;
  amount: string;
}

/** Sends the transfer from the simulated chain's faucet. */
export function payWithFaucet(transfer: FaucetTransfer) {
  return call(api.devChainTransfer, transfer);
}
