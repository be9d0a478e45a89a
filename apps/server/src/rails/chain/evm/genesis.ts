import type { PublicClient } from 'viem';
import type { Queryable } from '../../../db/client';

/**
 * Holds the database to the chain it follows on the network: the node's first block is recorded the
 * first time, and a node whose first block differs later (another chain with the same id, e.g. a
 * development node started afresh) is refused with what to do.
 */
export async function checkGenesis(
  db: Queryable,
  client: PublicClient,
  network: string,
  chainId: number,
): Promise<void> {
  const genesis = (await client.getBlock({ blockNumber: 0n })).hash;
  const [kept] = await db.query<{ genesis_hash: string }>(
    `INSERT INTO evm_genesis (network, chain_id, genesis_hash) VALUES ($1, $2, $3)
     ON CONFLICT (network) DO UPDATE SET network = EXCLUDED.network
     RETURNING genesis_hash`,
    [network, chainId, genesis],
  );
  if (kept && kept.genesis_hash !== genesis)
    throw new Error(
      `EVM_RPC_URL serves another chain than the one this database followed on ${network}: its first block is ${genesis}, the database's was ${kept.genesis_hash}. ` +
        'A development node started afresh is a new chain: run the product on a fresh database (another DATA_DIR or DATABASE_URL), or start the node with its old state.',
    );
}
