import { encodeFunctionData, erc20Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import { hexChainId, parseTokenTransfer, transferCallData } from './tokenTransfer';

const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const TO = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';

describe("a payment request's token transfer", () => {
  it('reads the request the server writes, with and without an amount', () => {
    expect(parseTokenTransfer(`ethereum:${TOKEN}@8453/transfer?address=${TO}&uint256=25500000`)).toEqual({
      token: TOKEN,
      chainId: 8453,
      to: TO,
      amount: 25_500_000n,
    });
    expect(parseTokenTransfer(`ethereum:${TOKEN}@1/transfer?address=${TO}`)?.amount).toBeNull();
  });

  it('reads nothing from a bare address, another function or a bad amount', () => {
    for (const uri of [
      null,
      TO,
      `ethereum:${TO}@1`,
      `ethereum:${TOKEN}@1/approve?address=${TO}&uint256=1`,
      `ethereum:${TOKEN}@1/transfer?address=0x12&uint256=1`,
      `ethereum:${TOKEN}@1/transfer?address=${TO}&uint256=1.5e6`,
      `ethereum:${TOKEN}@1/transfer?address=${TO}&uint256=-1`,
    ])
      expect(parseTokenTransfer(uri), String(uri)).toBeNull();
  });

  it("encodes transfer(to, amount) exactly as viem's ABI encoder does", () => {
    for (const amount of [1n, 25_500_000n, 2n ** 255n + 7n])
      expect(transferCallData(TO, amount)).toBe(
        encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [TO, amount] }),
      );
    expect(() => transferCallData(TO, 0n)).toThrow();
    expect(() => transferCallData('0x12', 1n)).toThrow();
  });

  it('writes a chain id as wallets do', () => {
    expect(hexChainId(1)).toBe('0x1');
    expect(hexChainId(31337)).toBe('0x7a69');
  });
});
