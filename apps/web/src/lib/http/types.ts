import type { ApiRoute } from '@mc/contract';

/** A zod schema's input type, read from its type-level brand (no runtime import of zod). */
type SchemaInput<S> = S extends { _zod: { input: infer I } } ? I : never;
type SchemaOutput<S> = S extends { _zod: { output: infer O } } ? O : never;

/**
 * What a route takes: its query for routes with a query schema, else its body.
 * Routes that declare neither take nothing (the contract's loose default `ZodType` means "none").
 */
type Declared<S> = [Exclude<S, undefined>] extends [infer T]
  ? [T] extends [never]
    ? undefined
    : ApiRoute['data'] extends T
      ? undefined
      : SchemaInput<T>
  : undefined;

export type RouteInput<R extends ApiRoute> =
  Declared<R['query']> extends undefined ? Declared<R['body']> : Declared<R['query']>;

export type RouteData<R extends ApiRoute> = SchemaOutput<R['data']>;

export interface CallOptions {
  /** Milliseconds; 5000 unless an upload or export needs longer (SHELL-38). */
  timeout?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Values of the route's `:name` path segments (e.g. `{ id }` for `/receipt-orders/:id`). */
  params?: Record<string, string>;
  /**
   * A request made ahead of need (a page's data fetched beside the guard, before the role is known):
   * a failure is neither shown nor logged and ends no session; the caller gets the ApiError, and the
   * request the page makes itself, when it is shown, says what is wrong.
   */
  quiet?: boolean;
  /**
   * Reads only: how many times a request that got no answer (the network, the timeout) is sent again
   * before its failure is shown. The guard's merchant info names it, so that a phone that is slow for a
   * moment is not logged out (SHELL-30).
   */
  retries?: number;
}

export type CallArgs<R extends ApiRoute> =
  RouteInput<R> extends undefined
    ? [input?: undefined, options?: CallOptions]
    : [input: RouteInput<R>, options?: CallOptions];
