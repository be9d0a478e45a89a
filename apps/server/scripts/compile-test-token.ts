import { writeFileSync } from 'node:fs';
import { serverPath } from '../src/paths';
import { compileTestToken } from '../src/rails/chain/evm/compile-token';

/** Writes the test token's compiled bytecode and ABI beside its source (run after changing TestToken.sol). */
const { abi, bytecode } = compileTestToken();
const text = `// Written by \`npx tsx apps/server/scripts/compile-test-token.ts\` from TestToken.sol (solc 0.8.28, optimizer 200 runs,
// EVM paris); a test compiles the source again and compares.
export const testTokenAbi = ${JSON.stringify(abi, null, 2)} as const;

export const testTokenBytecode =
  '${bytecode}' as const;
`;
writeFileSync(serverPath('src/rails/chain/evm/test-token.ts'), text);
