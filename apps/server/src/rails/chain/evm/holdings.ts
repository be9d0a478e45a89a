import { erc20Abi, type PublicClient } from 'viem';

/** The balances one step of a reconciliation asks the node for at once. */
const BATCH = 50;

/** The sum of the token's `balanceOf` of each owner at the newest block, asked in steps of 50. */
export async function tokenHeld(
  client: PublicClient,
  token: string,
  owners: readonly string[],
): Promise<bigint> {
  let total = 0n;
  for (let i = 0; i < owners.length; i += BATCH) {
    const step = await Promise.all(
      owners.slice(i, i + BATCH).map((owner) =>
        client.readContract({
          address: token as `0x${string}`,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner as `0x${string}`],
        }),
      ),
    );
    for (const b of step) total += b;
  }
  return total;
}
