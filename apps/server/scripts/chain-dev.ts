import { DEV_MNEMONIC } from '../src/config';
import { startDevChain } from '../src/rails/chain/evm/dev-chain';

/**
 * `npm run chain:dev`: a local EVM node (chain id 31337) with the test tokens deployed, mining a block
 * every CHAIN_DEV_BLOCK_SECONDS (default 2) besides one per transaction, until stopped (Ctrl-C).
 * It prints the settings that run the product's ERC20 network on it.
 */
const port = Number(process.env.CHAIN_DEV_PORT ?? 8545);
const every = Number(process.env.CHAIN_DEV_BLOCK_SECONDS ?? 2);
const mnemonic = process.env.CHAIN_MNEMONIC ?? DEV_MNEMONIC;
const dev = await startDevChain({ port, mnemonic });
const timer = setInterval(() => void dev.mine().catch(() => undefined), every * 1000);
process.stdout.write(
  [
    `Development chain on ${dev.url} (chain id ${dev.chainId}), a block every ${every} s.`,
    'Run the product on it (another terminal):',
    '',
    `  CHAIN_RAIL=evm EVM_RPC_URL=${dev.url} EVM_CHAIN_ID=${dev.chainId} EVM_START_BLOCK=0 \\`,
    `    EVM_TOKENS=${dev.tokensSetting} npm start`,
    '',
    "ERC20 orders are then paid by real token transfers on this node; the console's test payment button",
    "sends them from the development payer's wallet.",
    '',
  ].join('\n'),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(timer);
    void dev.close().then(() => process.exit(0));
  });
}
