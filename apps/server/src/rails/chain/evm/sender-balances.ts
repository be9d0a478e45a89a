import type { Hex } from 'viem';
import type { SenderBalance, SenderBalanceReader } from '../types';
import { GAS_ASSET, HOT, type HotWallet } from './hot-wallet';
import type { LowBalanceSettings } from './network-settings';
import { GAS_TANK } from './sweeper';

/**
 * The hot wallet's balance of each token and of the network's own coin (its gas), and the gas tank's
 * coin, asked of the node at once (the coin counts pending transactions), each with the threshold the
 * network's settings name (`low_balance`).
 */
export function senderBalanceReader(
  wallet: HotWallet,
  tokens: ReadonlyMap<string, string>,
  thresholds: LowBalanceSettings,
): SenderBalanceReader {
  return async () => {
    const hot = wallet.nodeOf(HOT);
    const tank = wallet.nodeOf(GAS_TANK);
    const held = [...tokens];
    const [amounts, hotCoin, tankCoin] = await Promise.all([
      Promise.all(held.map(([, token]) => hot.balanceOf(token as Hex))),
      hot.coinBalance(),
      tank.coinBalance(),
    ]);
    const ofHot = (asset: string, amount: bigint): SenderBalance => ({
      sender: 'hot',
      asset,
      address: hot.address,
      amount,
      threshold: thresholds.hot.get(asset) ?? null,
    });
    return [
      ...held.map(([asset], i) => ofHot(asset, amounts[i]!)),
      ofHot(GAS_ASSET, hotCoin),
      {
        sender: 'gas_tank',
        asset: GAS_ASSET,
        address: tank.address,
        amount: tankCoin,
        threshold: thresholds.gasTank,
      },
    ];
  };
}
