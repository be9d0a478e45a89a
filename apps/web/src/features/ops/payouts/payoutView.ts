import type { PayoutStatus } from '@mc/contract';
import { isApiError } from '../../../lib/http/apiError';

/** Tag colour of a payout's status in the queue. */
export const PAYOUT_COLOR: Record<PayoutStatus, string> = {
  pending_approval: 'warning',
  processing: 'processing',
  confirming: 'processing',
  completed: 'success',
  failed: 'error',
  rejected: 'default',
};

export interface Waited {
  days: number;
  hours: number;
  minutes: number;
}

/** How long a payout has waited since it was made (never negative when clocks differ a little). */
export function waitedSince(createdAt: string, now: number): Waited {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/** The message key and count of a wait for reading: the two largest units that matter. */
export function waitedParts(w: Waited): { key: 'days' | 'hours' | 'minutes'; count: number }[] {
  if (w.days > 0)
    return [
      { key: 'days', count: w.days },
      { key: 'hours', count: w.hours },
    ];
  if (w.hours > 0)
    return [
      { key: 'hours', count: w.hours },
      { key: 'minutes', count: w.minutes },
    ];
  return [{ key: 'minutes', count: w.minutes }];
}

/** A wait longer than this is shown as overdue. */
export const OVERDUE_MINUTES = 4 * 60;

export const isOverdue = (w: Waited) => w.days * 1440 + w.hours * 60 + w.minutes >= OVERDUE_MINUTES;

/**
 * What a failed decision means to the operator: the payout cannot be decided by them now (409:
 * someone decided it first, or the maker-checker rule refuses this operator; the server's message
 * says which), or anything else.
 */
export type DecisionFailure = 'refused' | 'other';

export function decisionFailure(error: unknown): DecisionFailure {
  return isApiError(error) && error.status === 409 ? 'refused' : 'other';
}

/**
 * An amount of an audit entry: older entries hold integer minor units ("20000000" of a 6-decimal
 * asset), newer ones a decimal string; both read as a decimal string.
 */
export function auditAmount(value: string, decimals: number): string {
  if (!/^\d+$/.test(value) || decimals === 0) return value;
  const digits = value.padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
