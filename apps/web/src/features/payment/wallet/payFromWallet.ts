import { type Eip1193Provider, errorCode } from './provider';
import { hexChainId, type TokenTransfer, transferCallData } from './tokenTransfer';

/** How paying from a browser wallet ended: sent (its transaction hash), or why not. */
export type WalletOutcome =
  | { kind: 'sent'; txHash: string }
  | { kind: 'declined' }
  | { kind: 'unknownChain' }
  | { kind: 'wrongChain' }
  | { kind: 'noAccount' }
  | { kind: 'failed'; message: string };

/**
 * Pays the transfer from the browser wallet (EIP-1193): asks for an account, moves the wallet to the
 * order's chain when it is on another, then asks it to send the token's `transfer(to, amount)`.
 */
export async function payFromWallet(
  wallet: Eip1193Provider,
  transfer: TokenTransfer,
): Promise<WalletOutcome> {
  if (transfer.amount === null) return { kind: 'failed', message: 'no amount asked' };
  try {
    const accounts = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
    const from = accounts?.[0];
    if (!from) return { kind: 'noAccount' };
    const wanted = hexChainId(transfer.chainId);
    if (String(await wallet.request({ method: 'eth_chainId' })).toLowerCase() !== wanted) {
      try {
        await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: wanted }] });
      } catch (e) {
        if (errorCode(e) === 4902) return { kind: 'unknownChain' };
        throw e;
      }
      // a wallet may answer the switch without making it
      if (String(await wallet.request({ method: 'eth_chainId' })).toLowerCase() !== wanted)
        return { kind: 'wrongChain' };
    }
    const txHash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: transfer.token, data: transferCallData(transfer.to, transfer.amount) }],
    })) as string;
    return { kind: 'sent', txHash };
  } catch (e) {
    if (errorCode(e) === 4001) return { kind: 'declined' };
    const message = (e as { message?: unknown } | null)?.message;
    return { kind: 'failed', message: typeof message === 'string' ? message : String(e) };
  }
}
