import {
  loadAllMessages,
  type MessageKey,
  PERMISSION_DENIED_CODE,
  type Permission,
  type PreconditionReason,
} from '@mc/contract';

// The server answers in every area, so it knows every area's messages.
loadAllMessages();

export interface FieldProblem {
  field: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

/**
 * A failure a client can act on. The message is a catalogue key, rendered in
 * the caller's language by the error handler; the HTTP status is the class.
 */
export class AppError extends Error {
  readonly status: number;
  readonly key: MessageKey;
  readonly params: Record<string, string | number>;
  readonly fields: FieldProblem[];
  readonly reason?: PreconditionReason | 'permission_denied';
  readonly headers: Record<string, string>;
  /** The envelope's code when it is not the HTTP status (40301: a missing permission). */
  readonly code?: number;

  constructor(
    status: number,
    key: MessageKey,
    opts: {
      params?: Record<string, string | number>;
      fields?: FieldProblem[];
      reason?: PreconditionReason | 'permission_denied';
      headers?: Record<string, string>;
      code?: number;
    } = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.status = status;
    this.key = key;
    this.params = opts.params ?? {};
    this.fields = opts.fields ?? [];
    this.reason = opts.reason;
    this.headers = opts.headers ?? {};
    this.code = opts.code;
  }
}

export const fail = {
  badRequest: (key: MessageKey = 'bad_request') => new AppError(400, key),
  unauthorized: () => new AppError(401, 'unauthorized'),
  /** 401 with a specific message (wrong credentials). */
  unauthenticated: (key: MessageKey) => new AppError(401, key),
  forbidden: (key: MessageKey) => new AppError(403, key),
  /** 403 under an envelope code of its own: the caller stays logged in and is told what is missing. */
  permission: (permission: Permission) =>
    new AppError(403, 'permission_denied', {
      params: { permission },
      reason: 'permission_denied',
      code: PERMISSION_DENIED_CODE,
    }),
  /**
   * 403 under the same envelope code as a missing permission (40301): an API key that may not call
   * the route (a scope it lacks, a session-only route); the client is told, nothing is logged out.
   */
  scope: (key: MessageKey, params: Record<string, string | number> = {}) =>
    new AppError(403, key, { params, reason: 'permission_denied', code: PERMISSION_DENIED_CODE }),
  notFound: (key: MessageKey = 'not_found') => new AppError(404, key),
  conflict: (key: MessageKey) => new AppError(409, key),
  field: (field: string, key: MessageKey, params?: Record<string, string | number>) =>
    new AppError(422, 'validation_failed', { fields: [{ field, key, params }] }),
  precondition: (reason: PreconditionReason, key: MessageKey) => new AppError(428, key, { reason }),
  rateLimited: (retryAfterSeconds: number) => {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new AppError(429, 'rate_limited', {
      params: { seconds },
      headers: { 'retry-after': String(seconds) },
    });
  },
};

/** Zod issues of a request part, kept raw so they can be rendered per language. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  readonly issues: ReadonlyArray<import('zod').core.$ZodIssue>;
  constructor(issues: ReadonlyArray<import('zod').core.$ZodIssue>) {
    super('request validation failed');
    this.name = 'RequestValidationError';
    this.issues = issues;
  }
}
