import type { z } from 'zod';
import type { ApiScope } from './api-scopes';
import type { Permission } from './team/permissions';

export type Access = 'public' | 'merchant' | 'operator' | 'dev';

/** One file part of a multipart upload. */
export interface MultipartFile {
  description: string;
  required: boolean;
  /** The part may be sent more than once (several files under one name). */
  many?: boolean;
}

/**
 * A `multipart/form-data` request: its text fields (a zod object, every value a string on the wire)
 * and its file parts. The server reads the stream itself; the API document describes the body from it.
 */
export interface MultipartForm {
  fields?: z.ZodObject;
  files: Readonly<Record<string, MultipartFile>>;
}

export interface ApiRoute<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
  P extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: 'GET' | 'POST';
  /** Path below the `/api` base; `:name` segments are described by `params`. */
  path: string;
  access: Access;
  tag: string;
  summary: string;
  body?: B;
  /** A request body as an integrator would send it, shown in the API document (money routes have one). */
  example?: B extends z.ZodType ? z.input<B> : never;
  query?: Q;
  params?: P;
  /** An upload: the multipart form the route takes (mounted with `uploadRouteOptions`). */
  multipart?: MultipartForm;
  /** Money-moving: needs an Idempotency-Key header; a replay returns the stored answer. */
  idempotent?: boolean;
  /**
   * A merchant route that also takes an API key having this scope (the Merchant API for
   * developers); without it the route takes a login session only.
   */
  apiScope?: ApiScope;
  /**
   * A merchant route: what the calling user's role must hold (a key's too: a key is capped by its
   * user's role). Every merchant route declares one; a missing one answers 403, envelope code 40301.
   */
  permission?: Permission;
  /**
   * The OpenAPI operationId of a record mounted outside the `api` table (a record of the table is
   * named by its key there, and names none).
   */
  operationId?: string;
  data: D;
}

/** Identity: types a route record. Free of side effects, so unused records drop out of bundles. */
/*@__NO_SIDE_EFFECTS__*/
export function route<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  D extends z.ZodType,
  P extends z.ZodType | undefined,
>(r: ApiRoute<B, Q, D, P>): ApiRoute<B, Q, D, P> {
  return r;
}
