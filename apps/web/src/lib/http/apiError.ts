import type { FieldError } from '@mc/contract';
import type { RefusalReason } from './envelope';

/** A failed call: an envelope with a code other than 200, or a transport failure (status 0 = network). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly errors: FieldError[];
  readonly reason: RefusalReason | undefined;
  /** Seconds from the Retry-After header of a 429. */
  readonly retryAfter: number | undefined;
  /** True when the client already showed this failure to the user (toast, logout). */
  readonly handled: boolean;

  constructor(init: {
    status: number;
    code: number;
    message: string;
    errors?: FieldError[];
    reason?: RefusalReason;
    retryAfter?: number;
    handled?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? [];
    this.reason = init.reason;
    this.retryAfter = init.retryAfter;
    this.handled = init.handled ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
