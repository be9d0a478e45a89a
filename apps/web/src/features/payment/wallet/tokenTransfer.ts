/** An ERC-20 transfer a payment request asks for: the token, its chain, the recipient, the base units. */
export interface TokenTransfer {
  token: string;
  chainId: number;
  to: string;
  /** In the token's base units; null when the payer chooses the amount. */
  amount: bigint | null;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const REQUEST = /^ethereum:(0x[0-9a-fA-F]{40})@([1-9][0-9]*)\/transfer\?(.*)$/;

/**
 * The ERC-20 transfer of an EIP-681 request as the server writes it
 * (`ethereum:<token>@<chain id>/transfer?address=<to>[&uint256=<amount>]`); null for anything else.
 */
export function parseTokenTransfer(uri: string | null): TokenTransfer | null {
  const m = uri ? REQUEST.exec(uri) : null;
  if (!m) return null;
  const params = new URLSearchParams(m[3]);
  const to = params.get('address') ?? '';
  const amount = params.get('uint256');
  if (!ADDRESS.test(to) || (amount !== null && !/^[1-9][0-9]*$/.test(amount))) return null;
  return { token: m[1]!, chainId: Number(m[2]), to, amount: amount === null ? null : BigInt(amount) };
}

/** `transfer(address,uint256)`'s selector: the first 4 bytes of its Keccak-256 hash. */
const TRANSFER_SELECTOR = '0xa9059cbb';

const word = (hex: string) => hex.padStart(64, '0');

/** The call data of the token's `transfer(to, amount)`, ABI-encoded: the selector, then two 32-byte words. */
export function transferCallData(to: string, amount: bigint): `0x${string}` {
  if (!ADDRESS.test(to)) throw new Error('not an address');
  if (amount <= 0n || amount >= 2n ** 256n) throw new Error('not an amount of base units');
  return `${TRANSFER_SELECTOR}${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`;
}

/** A chain id as EIP-1193 wallets write it: `0x` and lower-case hex. */
export const hexChainId = (chainId: number) => `0x${chainId.toString(16)}`;
