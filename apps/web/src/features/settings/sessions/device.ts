import type { ActiveSession } from '@mc/contract';

/** "Chrome 131 · macOS", or `unknown` when neither the browser nor the system is known. */
export function deviceLabel(s: Pick<ActiveSession, 'browser' | 'os'>, unknown: string): string {
  const parts = [s.browser, s.os].filter((x): x is string => Boolean(x));
  return parts.length ? parts.join(' · ') : unknown;
}
