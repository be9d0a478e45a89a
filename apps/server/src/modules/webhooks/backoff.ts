/** Retries: 30 s after the first failure, doubling, at most 6 hours apart, each ±20 % at random. */
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 6 * 3600_000;
const JITTER = 0.2;

/** A delivery is retried for 3 days from its first attempt, then marked failed. */
export const RETRY_WINDOW_MS = 3 * 24 * 3600_000;

/** The delay before the next attempt after `failures` failed attempts (1 for the first). */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1), MAX_DELAY_MS);
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}

/** The delay without jitter (what tests and the docs compare against). */
export const baseRetryDelayMs = (failures: number) => retryDelayMs(failures, () => 0.5);
