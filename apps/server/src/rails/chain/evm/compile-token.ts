import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
}

/** Compiles TestToken.sol with the pinned solc (a development dependency): what `test-token.ts` keeps. */
export function compileTestToken(): { abi: unknown[]; bytecode: `0x${string}` } {
  const solc = require('solc') as { compile(input: string): string };
  const source = readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'TestToken.sol'),
    'utf8',
  );
  const input = {
    language: 'Solidity',
    sources: { 'TestToken.sol': { content: source } },
    settings: {
      evmVersion: 'paris',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = out.errors?.filter((e) => e.severity === 'error') ?? [];
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = out.contracts['TestToken.sol']!.TestToken!;
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}
