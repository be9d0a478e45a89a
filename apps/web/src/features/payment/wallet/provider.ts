/** A browser wallet's provider as EIP-1193 defines it (the part the payment page uses). */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** The wallet the browser injects (`window.ethereum`), if any. */
export function injectedWallet(): Eip1193Provider | null {
  const candidate = (window as { ethereum?: unknown }).ethereum;
  return candidate && typeof (candidate as Eip1193Provider).request === 'function'
    ? (candidate as Eip1193Provider)
    : null;
}

/** The code of a provider's error (EIP-1193: 4001 declined by the user; 4902 a chain it does not know). */
export function errorCode(e: unknown): number | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}
