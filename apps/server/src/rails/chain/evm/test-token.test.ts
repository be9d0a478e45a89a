import { describe, expect, it } from 'vitest';
import { compileTestToken } from './compile-token';
import { testTokenAbi, testTokenBytecode } from './test-token';

describe('the test token kept as bytecode', () => {
  it('is what its source compiles to', () => {
    const compiled = compileTestToken();
    expect(testTokenBytecode).toBe(compiled.bytecode);
    expect(testTokenAbi).toEqual(compiled.abi);
  }, 60_000);
});
