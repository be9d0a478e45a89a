// LOCAL ONLY (replaced by the real hot wallet)
import type { PublicClient } from 'viem';
import type { HDAccount } from 'viem/accounts';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { Located, SendRequest } from '../types';
import type { EvmSends } from './evm-chain';
export class HotWallet implements EvmSends {
  constructor(_db: Db, _c: PublicClient, _s: unknown, _a: HDAccount, _clock: Clock) {}
  async send(_req: SendRequest): Promise<{ txHash: string }> {
    throw new Error('not yet');
  }
  async locate(_h: string[]) {
    return new Map<string, Located>();
  }
  async tend() {}
}
