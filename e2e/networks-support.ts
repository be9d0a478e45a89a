import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createSecondOperator,
  root,
  SECOND_PRODUCT_PORT,
  startedForTest,
  startProduct,
  stopped,
} from './second-product';

/**
 * A second product whose ERC20 network runs on a development EVM node (`npm run chain:dev`), so
 * that the networks page can be seen with a node that answers and then one that is gone. Ports:
 * E2E_EVM_NODE_PORT (19301) for the node, E2E_EVM_PORT (19382) for the product.
 */
const NODE_PORT = Number(process.env.E2E_EVM_NODE_PORT ?? 19301);

export interface EvmProduct {
  baseURL: string;
  /** The EVM node's JSON-RPC address (its first account, the payer's wallet, is unlocked and holds the test tokens). */
  nodeUrl: string;
  /** Stops the EVM node: every call of the product to it fails from now on. */
  stopNode(): Promise<void>;
  close(): Promise<void>;
}

function started(child: ChildProcess, ready: RegExp, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start: ${out}`)), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve(out);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}): ${out}`)));
  });
}

/** The networks file `chain:dev` writes (ERC20 and BASE), as JSON. */
export interface NetworksFile {
  networks: { code: string; rpc_urls: string[]; [key: string]: unknown }[];
}

/**
 * Starts the development nodes (ERC20, and BASE on the next port), creates an operator with the
 * command line, then starts the product on ERC20's node (with `settings` besides, e.g. a shorter
 * SWEEP_INTERVAL_MS), or on the networks of `networks` (given the file `chain:dev` wrote).
 */
export async function startEvmProduct(
  settings: Record<string, string> = {},
  networks?: (file: NetworksFile) => NetworksFile,
): Promise<EvmProduct & { operatorSecret: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-e2e-evm-'));
  const written = path.join(dataDir, 'chain-dev-networks.json');
  const node = startedForTest(
    spawn(process.execPath, ['scripts/command.mjs', 'chain-dev'], {
      cwd: root,
      env: {
        ...process.env,
        CHAIN_DEV_PORT: String(NODE_PORT),
        CHAIN_DEV_BLOCK_SECONDS: '3',
        CHAIN_DEV_NETWORKS_FILE: written,
      },
    }),
  );
  const printed = await started(node, /EVM_TOKENS=\S+/, 'the EVM node');
  const tokens = /EVM_TOKENS=(\S+)/.exec(printed)![1]!;
  if (networks) {
    const file = path.join(dataDir, 'networks.json');
    fs.writeFileSync(
      file,
      JSON.stringify(networks(JSON.parse(fs.readFileSync(written, 'utf8')) as NetworksFile)),
    );
    settings = { EVM_NETWORKS_FILE: file, ...settings };
  }
  const env = {
    ...process.env,
    PORT: String(SECOND_PRODUCT_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'fatal',
    NODE_ENV: 'development',
    CHAIN_RAIL: 'evm',
    EVM_RPC_URL: `http://127.0.0.1:${NODE_PORT}`,
    EVM_CHAIN_ID: '31337',
    EVM_START_BLOCK: '0',
    EVM_TOKENS: tokens,
    // the simulated TRC20 mines a block every 10 minutes: a payment there waits, seen, in the mempool
    CHAIN_BLOCK_MS: '600000',
    ...settings,
  };
  const operatorSecret = createSecondOperator(env);
  const product = await startProduct(env);
  const baseURL = `http://127.0.0.1:${SECOND_PRODUCT_PORT}`;
  return {
    baseURL,
    nodeUrl: `http://127.0.0.1:${NODE_PORT}`,
    operatorSecret,
    stopNode: () => stopped(node),
    async close() {
      await stopped(product);
      await stopped(node);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
