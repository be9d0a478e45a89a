import type { ErrorEnvelope, FieldError } from './types';

/**
 * A call the server refused: the HTTP status and the envelope it answered (`code`, `message` in the
 * language asked for, the field errors and, for a missing precondition, its `reason`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status. */
  readonly status: number;
  /** The envelope's code: the HTTP status, or a finer one (40301: a permission or an API key's scope missing). */
  readonly code: number;
  /** What is wrong with each field of the request (empty when the error is not about fields). */
  readonly errors: FieldError[];
  /** What the caller must do first, when that is why the call was refused. */
  readonly reason: ErrorEnvelope['reason'] | undefined;
  /** The request's id (`x-request-id`): what the operator looks the call up by. */
  readonly requestId: string | null;

  constructor(
    status: number,
    envelope: Pick<ErrorEnvelope, 'code' | 'message' | 'errors' | 'reason'>,
    requestId: string | null,
  ) {
    const fields = (envelope.errors ?? []).map((e) => `${e.field}: ${e.message}`);
    super(fields.length ? `${envelope.message} (${fields.join('; ')})` : envelope.message);
    this.status = status;
    this.code = envelope.code;
    this.errors = envelope.errors ?? [];
    this.reason = envelope.reason;
    this.requestId = requestId;
  }
}

const isEnvelope = (body: unknown): body is ErrorEnvelope =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as ErrorEnvelope).code === 'number' &&
  typeof (body as ErrorEnvelope).message === 'string';

/** The error of a failed answer: its envelope, or (from something in between, a proxy) its status and text. */
export function apiErrorOf(response: Response, body: unknown): ApiError {
  const requestId = response.headers.get('x-request-id');
  if (isEnvelope(body)) return new ApiError(response.status, body, requestId);
  const text = typeof body === 'string' && body ? body.slice(0, 200) : response.statusText;
  return new ApiError(
    response.status,
    { code: response.status, message: text || `HTTP ${response.status}` },
    requestId,
  );
}

/** What openapi-fetch answers a call: the envelope on success, else the error body. */
interface Answer<Data> {
  data?: { data: Data };
  error?: unknown;
  response: Response;
}

/**
 * The data of a successful call, or an `ApiError` thrown with the envelope the server answered:
 * `const order = await unwrap(client.POST('/api/receipt-orders', {...}))`.
 */
export async function unwrap<Data>(call: Promise<Answer<Data>> | Answer<Data>): Promise<Data> {
  const { data, error, response } = await call;
  if (response.ok && data !== undefined) return data.data;
  throw apiErrorOf(response, error);
}
