import fs from 'node:fs';
import path from 'node:path';
import { DEV_MNEMONIC } from '../src/config';
import { type DevChain, startDevChain } from '../src/rails/chain/evm/dev-chain';

/**
 * `npm run chain:dev`: two local EVM nodes with the test tokens deployed: ERC20 (chain id 31337, port
 * CHAIN_DEV_PORT, default 8545) and BASE (chain id 31338, the next port), each mining a block every
 * CHAIN_DEV_BLOCK_SECONDS (default 2) besides one per transaction, until stopped (Ctrl-C). It writes
 * the networks file that runs the product on both (CHAIN_DEV_NETWORKS_FILE, default
 * data/chain-dev-networks.json) and prints the settings, with those of ERC20 alone.
 */
const port = Number(process.env.CHAIN_DEV_PORT ?? 8545);
const every = Number(process.env.CHAIN_DEV_BLOCK_SECONDS ?? 2);
const mnemonic = process.env.CHAIN_MNEMONIC ?? DEV_MNEMONIC;
const file = path.resolve(process.env.CHAIN_DEV_NETWORKS_FILE ?? 'data/chain-dev-networks.json');

const ethereum = await startDevChain({ port, mnemonic });
const base = await startDevChain({ port: port + 1, mnemonic, chainId: 31338 });
const chains: DevChain[] = [ethereum, base];
const timer = setInterval(() => {
  for (const chain of chains) void chain.mine().catch(() => undefined);
}, every * 1000);

const network = (code: string, name: string, chain: DevChain, fee: string) => ({
  code,
  name,
  chain_id: chain.chainId,
  rpc_urls: [chain.url],
  tokens: chain.tokens,
  confirmations: 6,
  start_block: 0,
  fee: { policy: 'flat', amount: { USDC: fee, USDT: fee } },
});
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(
  file,
  `${JSON.stringify(
    {
      networks: [
        network('ERC20', 'Ethereum (ERC-20)', ethereum, '3'),
        network('BASE', 'Base (development)', base, '0.5'),
      ],
    },
    null,
    2,
  )}\n`,
);

process.stdout.write(
  [
    `Development chains: ERC20 on ${ethereum.url} (chain id ${ethereum.chainId}) and BASE on ${base.url} (chain id ${base.chainId}), a block every ${every} s.`,
    `Their networks file: ${file}`,
    'Run the product on both (another terminal):',
    '',
    `  CHAIN_RAIL=evm EVM_NETWORKS_FILE=${file} npm start`,
    '',
    'or on ERC20 alone:',
    '',
    `  CHAIN_RAIL=evm EVM_RPC_URL=${ethereum.url} EVM_CHAIN_ID=${ethereum.chainId} EVM_START_BLOCK=0 \\`,
    `    EVM_TOKENS=${ethereum.tokensSetting} npm start`,
    '',
    "Orders on these networks are then paid by real token transfers; the console's test payment button",
    "sends them from the development payer's wallet.",
    '',
  ].join('\n'),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(timer);
    void Promise.all(chains.map((c) => c.close())).then(() => process.exit(0));
  });
}
