import type { PublicClient } from 'viem';
import { estimateL1Fee } from 'viem/op-stack';
import type { L1FeeOf } from './sweeper';

/** Where every OP Stack chain (Base, Optimism) keeps its gas price oracle (a predeploy). */
export const OP_GAS_PRICE_ORACLE = '0x420000000000000000000000000000000000000F';

/** The L1 data fee of a transaction on an OP Stack chain, as its gas price oracle quotes it now. */
export function opStackL1Fee(client: PublicClient): L1FeeOf {
  return (tx) =>
    estimateL1Fee(client, {
      account: tx.from,
      to: tx.to,
      data: tx.data,
      chain: client.chain,
      gasPriceOracleAddress: OP_GAS_PRICE_ORACLE,
    });
}
