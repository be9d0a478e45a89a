/** An ERC-20 transfer a payer's wallet is asked to make: which token, on which chain, to whom, how much. */
export interface TokenTransferRequest {
  /** The token's contract address. */
  token: string;
  /** The chain id (EIP-155) the token lives on. */
  chainId: number;
  /** Who receives the tokens. */
  to: string;
  /** In the token's base units (e.g. 10.5 USDC is 10500000); null leaves the amount to the payer. */
  amount: bigint | null;
}

/**
 * The EIP-681 request of an ERC-20 transfer, which wallets read from a QR code or a link:
 * `ethereum:<token>@<chain id>/transfer?address=<to>&uint256=<amount>`. The amount is the token's
 * base units as a plain integer, so no wallet has to guess the decimals; without one the payer types it.
 */
export function tokenTransferUri(r: TokenTransferRequest): string {
  if (r.amount !== null && r.amount <= 0n) throw new Error('a transfer request asks for a positive amount');
  const amount = r.amount === null ? '' : `&uint256=${r.amount.toString()}`;
  return `ethereum:${r.token}@${r.chainId}/transfer?address=${r.to}${amount}`;
}
