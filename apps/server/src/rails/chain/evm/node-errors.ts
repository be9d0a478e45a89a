import type { Hex, PublicClient } from 'viem';

/** Every message of an error and its causes (viem wraps a node's answer several levels deep). */
export function errorText(err: unknown): string {
  const parts: string[] = [];
  let e: unknown = err;
  for (let depth = 0; e && depth < 10; depth++) {
    if (typeof e !== 'object') {
      parts.push(String(e));
      break;
    }
    const { message, details, cause } = e as { message?: unknown; details?: unknown; cause?: unknown };
    if (typeof message === 'string') parts.push(message);
    if (typeof details === 'string') parts.push(details);
    e = cause;
  }
  return parts.join(' | ');
}

function hasName(err: unknown, names: readonly string[]): boolean {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    if (names.includes((e as { name?: string }).name ?? '')) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The node answered that it has no such transaction (pending or mined). */
export function isNotFound(err: unknown): boolean {
  return hasName(err, ['TransactionReceiptNotFoundError', 'TransactionNotFoundError']);
}

/** The node refused a call because the contract reverted it (the token refuses the transfer). */
export function isRevert(err: unknown): boolean {
  return (
    hasName(err, ['ExecutionRevertedError', 'ContractFunctionRevertedError']) ||
    /revert/i.test(errorText(err))
  );
}

const ALREADY =
  /already known|known transaction|already imported|already exists|already in the (tx|transaction) ?pool|nonce too low/i;
const GANACHE_NONCE = /account has nonce of: (\d+) tx has nonce of: (\d+)/;

/**
 * The node refused a raw transaction because it already has it, or because its nonce is already used
 * (by this very transaction, mined, or by one of its replacements): either way it needs no broadcast.
 */
export function isAlreadyTaken(err: unknown): boolean {
  const text = errorText(err);
  if (ALREADY.test(text)) return true;
  const m = GANACHE_NONCE.exec(text);
  return m !== null && BigInt(m[2]!) < BigInt(m[1]!);
}

/** Hands a signed transaction to the node; a transaction the node already has (or whose nonce is used) is done. */
export async function broadcastRaw(client: PublicClient, raw: Hex): Promise<void> {
  try {
    await client.request({ method: 'eth_sendRawTransaction', params: [raw] });
  } catch (err) {
    if (!isAlreadyTaken(err)) throw err;
  }
}
