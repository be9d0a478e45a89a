import {
  type Hex,
  isAddressEqual,
  type LocalAccount,
  parseTransaction,
  recoverTransactionAddress,
  type TransactionSerializable,
  type TransactionSerializedEIP1559,
  toHex,
} from 'viem';
import { toAccount } from 'viem/accounts';

/** Where the remote signer answers (EVM_SIGNER_URL) and how long its answer may take. */
export interface RemoteSignerSettings {
  url: string;
  timeoutMs: number;
}

/** A JSON-RPC call to the signer; its refusal or silence is an error naming the signer. */
async function call(settings: RemoteSignerSettings, method: string, params: unknown[]): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (err) {
    throw new Error(`the signer at EVM_SIGNER_URL does not answer ${method}: ${(err as Error).message}`);
  }
  const body = (await res.json().catch(() => null)) as {
    result?: unknown;
    error?: { message?: string };
  } | null;
  if (!res.ok || !body || body.error || body.result === undefined)
    throw new Error(
      `the signer at EVM_SIGNER_URL refused ${method}: ${body?.error?.message ?? `HTTP ${res.status}`}`,
    );
  return body.result;
}

/** The transaction as `eth_signTransaction` takes it: quantities in hex, EIP-1559 fees. */
function requestOf(from: Hex, tx: TransactionSerializable) {
  if (tx.type !== 'eip1559' || tx.chainId === undefined || tx.nonce === undefined || tx.gas === undefined)
    throw new Error('the remote signer is asked only for EIP-1559 transactions with chain id, nonce and gas');
  return {
    from,
    to: tx.to,
    data: tx.data ?? '0x',
    value: toHex(tx.value ?? 0n),
    gas: toHex(tx.gas),
    nonce: toHex(tx.nonce),
    chainId: toHex(tx.chainId),
    maxFeePerGas: toHex(tx.maxFeePerGas ?? 0n),
    maxPriorityFeePerGas: toHex(tx.maxPriorityFeePerGas ?? 0n),
    type: '0x2',
  };
}

/**
 * What the signer answered, checked before it is kept: the very transaction asked for (chain, nonce,
 * recipient, value, data, gas and fees), signed by `from`. Web3Signer answers the raw transaction,
 * geth and Clef `{ raw, tx }`.
 */
export async function checkedRaw(answer: unknown, from: Hex, tx: TransactionSerializable): Promise<Hex> {
  const raw = typeof answer === 'string' ? answer : (answer as { raw?: unknown } | null)?.raw;
  if (typeof raw !== 'string' || !/^0x[0-9a-fA-F]+$/.test(raw))
    throw new Error('the signer at EVM_SIGNER_URL answered no signed transaction');
  const got = parseTransaction(raw as Hex);
  const same =
    got.type === 'eip1559' &&
    got.chainId === tx.chainId &&
    got.nonce === tx.nonce &&
    (got.to ?? '').toLowerCase() === (tx.to ?? '').toLowerCase() &&
    (got.value ?? 0n) === (tx.value ?? 0n) &&
    (got.data ?? '0x').toLowerCase() === (tx.data ?? '0x').toLowerCase() &&
    got.gas === tx.gas &&
    got.maxFeePerGas === tx.maxFeePerGas &&
    got.maxPriorityFeePerGas === tx.maxPriorityFeePerGas;
  if (!same)
    throw new Error(`the signer at EVM_SIGNER_URL signed another transaction than the one asked of ${from}`);
  const signer = await recoverTransactionAddress({
    serializedTransaction: raw as TransactionSerializedEIP1559,
  });
  if (!isAddressEqual(signer, from))
    throw new Error(`the signer at EVM_SIGNER_URL signed as ${signer}, not as ${from}`);
  return raw as Hex;
}

/**
 * An account whose key a remote signer holds (Web3Signer, Clef: JSON-RPC `eth_signTransaction`).
 * The server has its address only; each transaction goes to the signer and comes back checked.
 */
export function remoteAccount(settings: RemoteSignerSettings, address: Hex): LocalAccount {
  const refuse = () => Promise.reject(new Error('the remote signer signs transactions only'));
  return toAccount({
    address,
    async signTransaction(tx) {
      const answer = await call(settings, 'eth_signTransaction', [requestOf(address, tx)]);
      return checkedRaw(answer, address, tx);
    },
    signMessage: refuse,
    signTypedData: refuse,
  });
}
