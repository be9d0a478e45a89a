import { type ApiRoute, envelope, errorEnvelope, type Permission, safeParseInput, t } from '@mc/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import type { ApiKeyAuthentication, Authenticate } from './authentication';
import { fail, RequestValidationError } from './errors';
import { operationAccess } from './openapi/operation-access';
import { operationIdOf } from './openapi/operation-ids';
import { contextOf, type RequestContext } from './request-context';

type In<S> = [Exclude<S, undefined>] extends [never] ? undefined : z.output<Exclude<S, undefined>>;

export interface HandlerInput<R extends ApiRoute> {
  body: In<R['body']>;
  query: In<R['query']>;
  params: In<R['params']>;
  ctx: RequestContext;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<R extends ApiRoute> = (input: HandlerInput<R>) => Promise<z.input<R['data']>>;
export type { ApiKeyAuthentication, Authenticate } from './authentication';

declare module 'fastify' {
  interface FastifyInstance {
    apiKeys?: ApiKeyAuthentication;
  }
}

/**
 * A merchant route's authentication: a request carrying an API key is the key authenticator's
 * (which refuses it with 403 unless the route names a scope the key has), any other the session's.
 */
function merchantAuthentication(route: ApiRoute, session: Authenticate): Authenticate {
  const scope = route.apiScope ?? null;
  return async (req) => {
    const keys = req.server.apiKeys;
    if (keys?.recognises(req)) await keys.authenticate(req, scope);
    else await session(req);
    requirePermission(route, req);
  };
}

/**
 * A merchant route's permission, checked against the principal's role as authentication found it
 * (no extra query): 403 with envelope code 40301 naming what is missing. A merchant route that
 * declares none is refused too (a test keeps every route declaring one).
 */
export function requirePermission(route: ApiRoute, req: FastifyRequest): void {
  if (holdsPermission(route, req)) return;
  throw fail.permission(route.permission!);
}

/** Whether the request's principal may call the route (true for any route that is not a merchant's). */
export function holdsPermission(route: ApiRoute, req: FastifyRequest): boolean {
  if (route.access !== 'merchant' || !req.merchant) return true;
  if (!route.permission) throw new Error(`${route.path} declares no permission`);
  return req.merchant.permissions.has(route.permission);
}

/** A `network` the part names that is a code in form but not in the catalogue (`known`), as an issue. */
function unknownNetwork(data: unknown, known: ReadonlySet<string> | undefined): z.core.$ZodIssue | null {
  const network = (data as { network?: unknown } | null)?.network;
  if (!known || typeof network !== 'string' || known.has(network)) return null;
  return { code: 'custom', path: ['network'], message: 'network_invalid', input: network };
}

/**
 * Validates request parts with their zod schema and keeps the raw issues for the error handler. A
 * part's `network` is also checked against the catalogue's networks (`networks`, once loaded), so an
 * unknown one is named beside the part's other faults.
 */
export const zodValidatorCompiler =
  (networks: () => ReadonlySet<string> | undefined): FastifySchemaCompiler<z.ZodType> =>
  ({ schema }) =>
  (data) => {
    const result = safeParseInput(schema, data);
    const issues = result.success ? [] : [...result.issues];
    const network = issues.some((i) => i.path[0] === 'network') ? null : unknownNetwork(data, networks());
    if (network) issues.push(network);
    if (result.success && !network) return { value: result.data };
    return { error: new RequestValidationError(issues) };
  };

const errorResponses = Object.fromEntries(
  [400, 401, 403, 404, 409, 422, 428, 429].map((s) => [s, errorEnvelope]),
);

/**
 * Fastify options of a contract route: schemas for validation and OpenAPI, authentication first.
 * On a merchant route, an API key is dispatched to the key authenticator (see `apiScope`), unless
 * the caller gives the `guard` that does it.
 */
export function routeOptions(
  route: ApiRoute,
  authenticate: Authenticate | null,
  guard: Authenticate | null = authenticate && route.access === 'merchant'
    ? merchantAuthentication(route, authenticate)
    : authenticate,
) {
  return {
    method: route.method,
    url: `/api${route.path}`,
    schema: {
      operationId: operationIdOf(route),
      tags: [route.tag],
      summary: route.idempotent ? `${route.summary} (send an Idempotency-Key header)` : route.summary,
      ...(route.body ? { body: route.body } : {}),
      ...(route.body && route.example !== undefined ? { bodyExample: route.example } : {}),
      // read by the document only (`openapi/idempotency-header.ts`): the money route reads the header
      ...(route.idempotent ? { idempotencyKey: true } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...operationAccess(route, authenticate !== null),
      response: { 200: envelope(route.data), ...errorResponses },
    },
    // Who is calling is settled before the input is validated: an unauthenticated caller learns
    // nothing about a route's fields, and a token of the wrong kind is a 401 whatever it sends.
    ...(guard ? { preValidation: guard } : {}),
  };
}

/**
 * Options of a contract route that takes a multipart upload: as `routeOptions`, but the caller is
 * settled on the request's headers alone, before a byte of the file is read (an unauthenticated or
 * unpermitted upload is refused without being streamed).
 */
export function uploadRouteOptions(route: ApiRoute, authenticate: Authenticate) {
  const { preValidation, ...options } = routeOptions(route, authenticate);
  return {
    ...options,
    schema: {
      ...options.schema,
      consumes: ['multipart/form-data'],
      // read by the document only (`openapi/multipart-body.ts`): the route reads the stream itself
      ...(route.multipart ? { multipart: route.multipart } : {}),
      response: { ...options.schema.response, 413: errorEnvelope, 415: errorEnvelope },
    },
    ...(preValidation ? { onRequest: preValidation } : {}),
  };
}

/**
 * The guard of a merchant route mounted by hand outside the contract's table (a document served
 * inline): authentication, then the permission it needs.
 */
export function permittedGuard(authenticate: Authenticate, permission: Permission): Authenticate {
  return async (req) => {
    await authenticate(req);
    if (!req.merchant?.permissions.has(permission)) throw fail.permission(permission);
  };
}

/** What a handler is given of a validated request. */
export function inputOf<R extends ApiRoute>(req: FastifyRequest, reply: FastifyReply): HandlerInput<R> {
  return {
    body: req.body as In<R['body']>,
    query: req.query as In<R['query']>,
    params: req.params as In<R['params']>,
    ctx: contextOf(req),
    req,
    reply,
  };
}

/**
 * Registers one route of the contract's table: validation from its schemas,
 * the success envelope around what the handler returns, OpenAPI from both.
 */
export function mount<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  authenticate: Authenticate | null,
  handler: Handler<R>,
) {
  if (route.idempotent) throw new Error(`${route.path} moves money: register it with mountMoneyRoute`);
  app.route({
    ...routeOptions(route, authenticate),
    handler: async (req, reply) => {
      const input = inputOf<R>(req, reply);
      const data = await handler(input);
      return { code: 200, message: t('ok', input.ctx.lang), data };
    },
  });
}
