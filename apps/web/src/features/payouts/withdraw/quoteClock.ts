import type { FiatQuote } from '@mc/contract';

/**
 * How long a quote stays valid, in whole seconds, measured on the server's clock (expires_at less
 * created_at): counted down from when it arrived, it does not depend on the browser's clock being right.
 */
export function quoteLifetimeSeconds(quote: Pick<FiatQuote, 'created_at' | 'expires_at'>): number {
  const ms = Date.parse(quote.expires_at) - Date.parse(quote.created_at);
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
}

/** The spread in percent for people: 30 bps → "0.30%". */
export function spreadPercent(bps: number): string {
  return `${(bps / 100).toFixed(2)}%`;
}
