import { describe, expect, it } from 'vitest';
import { tokenTransferUri } from './eip681';

// EIP-681's grammar (https://eips.ethereum.org/EIPS/eip-681), the parts an ERC-20 transfer uses:
// request = "ethereum" ":" [ "pay-" ]target_address [ "@" chain_id ] [ "/" function_name ] [ "?" parameters ]
const GRAMMAR =
  /^ethereum:(?:pay-)?(0x[0-9a-fA-F]{40})(?:@([1-9][0-9]*))?(?:\/([A-Za-z_][A-Za-z0-9_]*))?(?:\?(.*))?$/;

function parse(uri: string) {
  const m = GRAMMAR.exec(uri);
  if (!m) return null;
  const params = new URLSearchParams(m[4] ?? '');
  return {
    target: m[1],
    chainId: m[2],
    fn: m[3],
    address: params.get('address'),
    uint256: params.get('uint256'),
  };
}

/** The standard's example token and recipient, on a chain and for an amount of the test's. */
const standardRequest = (chainId: number, amount: bigint | null) =>
  tokenTransferUri({
    token: '0x89205a3a3b2a69de6dbf7f01ed13b2108b2c43e7',
    chainId,
    to: '0x8e23ee67d1332ad560396262c48ffbb01f93d052',
    amount,
  });

describe('EIP-681 token transfer requests', () => {
  it("writes the standard's own ERC-20 example, given its token, recipient and amount", () => {
    // the standard's example has no chain id; ours always names the chain
    const standard =
      'ethereum:0x89205a3a3b2a69de6dbf7f01ed13b2108b2c43e7/transfer?address=0x8e23ee67d1332ad560396262c48ffbb01f93d052&uint256=1';
    const ours = standardRequest(1, 1n);
    expect(ours).toBe(standard.replace('/transfer', '@1/transfer'));
    expect(parse(standard)).toMatchObject({ fn: 'transfer', uint256: '1' });
  });

  it('reads back as the grammar says: token, chain id, function, recipient and base units', () => {
    const uri = tokenTransferUri({
      token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      chainId: 8453,
      to: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
      amount: 25_500_000n,
    });
    expect(parse(uri)).toEqual({
      target: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      chainId: '8453',
      fn: 'transfer',
      address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
      uint256: '25500000',
    });
  });

  it('leaves the amount out for the payer to type when none is asked (a collection account)', () => {
    const uri = standardRequest(10, null);
    expect(parse(uri)).toMatchObject({ chainId: '10', fn: 'transfer', uint256: null });
  });

  it('writes a large amount whole, never in a float’s notation', () => {
    const uri = standardRequest(137, 9_007_199_254_740_993_000_000n);
    expect(parse(uri)?.uint256).toBe('9007199254740993000000');
  });
});
