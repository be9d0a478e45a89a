import type { LogEntry } from './logStore';

export const BADGE_MAX = 99;

export interface LogSummary {
  total: number;
  errors: number;
  /** Badge count: the number of errors (0: none). */
  count: number;
  /** A dot when there are entries but no errors. */
  dot: boolean;
}

/** SHELL-34: the header badge counts errors (max 99), or shows a dot for non-error entries. */
export function summarizeLog(entries: readonly LogEntry[]): LogSummary {
  const errors = entries.filter((entry) => entry.type === 'danger').length;
  return { total: entries.length, errors, count: errors, dot: errors === 0 && entries.length > 0 };
}
