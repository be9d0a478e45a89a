import { DEV_MNEMONIC } from '../apps/server/src/config';
import { AddressBook } from '../apps/server/src/rails/chain/addresses';
import { startDevChain } from '../apps/server/src/rails/chain/evm/dev-chain';
import { EvmChain, type EvmSends } from '../apps/server/src/rails/chain/evm/evm-chain';
import { HealthRecorder } from '../apps/server/src/rails/chain/evm/health';
import { decodeCursor } from '../apps/server/src/rails/chain/evm/scan-cursor';

const PORT = Number(process.env.BENCH_EVM_SCAN_PORT ?? 18646);

/**
 * Blocks scanned per second on a development node with `watched` deposit addresses handed out: the
 * rail asks for the transfers to them (the `to` topic, 1,000 addresses a request) over `blocks`
 * blocks holding a transfer to one of them every tenth block. The addresses' derivation is timed apart.
 */
export async function evmScanRate(watched = 100_000, blocks = 1_000) {
  const dev = await startDevChain({ port: PORT, mnemonic: DEV_MNEMONIC });
  try {
    const book = new AddressBook(DEV_MNEMONIC);
    await dev.stopMining();
    let paid = 0;
    for (let b = 0; b < blocks; b++) {
      if (b % 10 === 0) {
        await dev.pay(book.derive('evm', BigInt(1 + ((b * 7919) % watched))), 'USDC', 1_000_000n);
        paid++;
      }
      await dev.mine();
    }
    const head = await dev.client.getBlockNumber({ cacheTime: 0 });
    const health = new HealthRecorder('ERC20', 'evm', () => new Date());
    const tokens = new Map(Object.entries(dev.tokens));
    const settings = { network: 'ERC20', chainId: dev.chainId, tokens, scanBlocks: 500, startBlock: 0n };
    const rail = new EvmChain(settings, dev.client, book, {} as unknown as EvmSends, health);
    // the first scan derives the addresses: timed on its own
    const derivedAt = performance.now();
    let { cursor, transfers } = await rail.scan('ERC20', null, 10_000, BigInt(watched));
    const deriveSeconds = (performance.now() - derivedAt) / 1000;
    let found = transfers.length;
    const started = performance.now();
    const from = decodeCursor(cursor!).next;
    while (decodeCursor(cursor!).next <= head) {
      ({ cursor, transfers } = await rail.scan('ERC20', cursor, 10_000, BigInt(watched)));
      found += transfers.length;
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      watched,
      blocks: Number(head - from + 1n),
      seconds,
      perSecond: Number(head - from + 1n) / seconds,
      deriveSeconds,
      paid,
      found,
    };
  } finally {
    await dev.close();
  }
}
