import { type ApiRoute, type ApiScope, envelope, errorEnvelope, t } from '@mc/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import type { Queryable } from '../db/client';
import type { Deps } from './deps';
import { RequestValidationError } from './errors';
import {
  hasStoredAnswer,
  type KeyOwner,
  onceForKey,
  readIdempotencyKey,
  requestHash,
  type StoredResponse,
} from './idempotency';
import { contextOf, merchantOf, type RequestContext } from './request-context';
import type { Bind } from './shared-statements';

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
/**
 * Handlers of money-moving routes write through `tx`, the transaction that also stores the answer;
 * `prepared` is what the route's guard returned (undefined without a guard).
 */
export type MoneyHandler<R extends ApiRoute, P = undefined> = (
  input: HandlerInput<R> & { tx: Queryable; prepared: P },
) => Promise<z.input<R['data']>>;

export type Authenticate = (req: FastifyRequest) => Promise<void>;

/**
 * Authentication that may answer from memory because the one statement that writes confirms it:
 * `condition` is that statement's SQL test of the principal (null when the request was checked
 * against the database already); when it fails, `again` authenticates against the database.
 */
export interface ConfirmedAuthenticate {
  authenticate: Authenticate;
  condition(req: FastifyRequest, bind: Bind): string | null;
  again: Authenticate;
}

/** Authentication checked against the database every time: nothing for a statement to confirm. */
export const alwaysChecked = (authenticate: Authenticate): ConfirmedAuthenticate => ({
  authenticate,
  condition: () => null,
  again: authenticate,
});

/**
 * Authentication by API key (modules/api-keys), which buildApp decorates the app with: `recognises`
 * tells a key's bearer from a session token by its shape alone; `authenticate` resolves the key and
 * checks it may call a route that takes `scope` (null: the route takes a session only); `confirmed`
 * is the same for a route whose write statement confirms the key (see `ConfirmedAuthenticate`).
 */
export interface ApiKeyAuthentication {
  recognises(req: FastifyRequest): boolean;
  authenticate(req: FastifyRequest, scope: ApiScope | null): Promise<void>;
  confirmed(scope: ApiScope | null): ConfirmedAuthenticate;
}

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
    if (keys?.recognises(req)) return keys.authenticate(req, scope);
    return session(req);
  };
}

/**
 * `merchantAuthentication` for a route whose write statement confirms its caller: an API key's
 * request is the key authenticator's confirmed way, any other `session`'s.
 */
export function confirmedMerchantAuthentication(
  route: ApiRoute,
  session: ConfirmedAuthenticate,
): ConfirmedAuthenticate {
  const scope = route.apiScope ?? null;
  const of = (req: FastifyRequest): ConfirmedAuthenticate => {
    const keys = req.server.apiKeys;
    return route.access === 'merchant' && keys?.recognises(req) ? keys.confirmed(scope) : session;
  };
  return {
    authenticate: (req) => of(req).authenticate(req),
    condition: (req, bind) => of(req).condition(req, bind),
    again: (req) => of(req).again(req),
  };
}

type Security = { security: Record<string, string[]>[]; description?: string };

/** OpenAPI: who may call a route; a route that takes an API key says which scope it needs. */
function securityOf(route: ApiRoute, authenticate: Authenticate | null): Security | Record<never, never> {
  if (!authenticate) return {};
  if (route.access !== 'merchant' || !route.apiScope) return { security: [{ bearer: [] }] };
  return {
    security: [{ bearer: [] }, { apiKey: [] }],
    description: `Takes a login session, or an API key with the \`${route.apiScope}\` scope.`,
  };
}

/** Validates request parts with their zod schema and keeps the raw issues for the error handler. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues) };
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
      tags: [route.tag],
      summary: route.idempotent ? `${route.summary} (send an Idempotency-Key header)` : route.summary,
      ...(route.body ? { body: route.body } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...securityOf(route, authenticate),
      response: { 200: envelope(route.data), ...errorResponses },
    },
    // Who is calling is settled before the input is validated: an unauthenticated caller learns
    // nothing about a route's fields, and a token of the wrong kind is a 401 whatever it sends.
    ...(guard ? { preValidation: guard } : {}),
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
  if (route.idempotent) throw new Error(`${route.path} moves money: register it with mountMoney`);
  app.route({
    ...routeOptions(route, authenticate),
    handler: async (req, reply) => {
      const input = inputOf<R>(req, reply);
      const data = await handler(input);
      return { code: 200, message: t('ok', input.ctx.lang), data };
    },
  });
}

/** The keys of a merchant's request are the merchant's. */
export const merchantKeys = (req: FastifyRequest): KeyOwner => ({
  kind: 'merchant',
  id: merchantOf(req).merchantId,
});

/**
 * What a money-moving route checks before its transaction: payment password, authenticator code.
 * `secret` fields take no part in the request's fingerprint (the stored hash must not let anyone
 * guess a 6-digit password); `before` runs outside the transaction, so that what it counts (wrong
 * tries) survives a rollback and no request holds two connections. A replay of a stored answer
 * skips `before`: it has no effect, and its one-time codes are spent.
 */
export interface MoneyGuard<R extends ApiRoute, P> {
  secret: readonly string[];
  before: (input: HandlerInput<R>) => Promise<P>;
}

function withoutSecrets(body: unknown, secret: readonly string[]): unknown {
  if (!secret.length || typeof body !== 'object' || body === null) return body;
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const name of secret) delete rest[name];
  return rest;
}

/**
 * Registers a money-moving route: authenticated and idempotent by its Idempotency-Key header,
 * the keys being the merchant's unless `keysOf` names another owner (an operator). With a `guard`,
 * its `before` runs first (unless the request is a replay) and the handler gets what it returned.
 */
export function mountMoney<R extends ApiRoute, P = undefined>(
  app: FastifyInstance,
  deps: Pick<Deps, 'db' | 'clock'>,
  route: R,
  authenticate: Authenticate,
  handler: MoneyHandler<R, NoInfer<P>>,
  keysOf: (req: FastifyRequest) => KeyOwner = merchantKeys,
  guard?: MoneyGuard<R, P>,
) {
  const schema = envelope(route.data);
  app.route({
    ...routeOptions(route, authenticate),
    handler: async (req, reply) => {
      const input = inputOf<R>(req, reply);
      const scope = keyScope(req, route, keysOf, guard?.secret ?? []);
      let prepared: P | undefined;
      if (guard && !(await hasStoredAnswer(deps.db, deps.clock, scope))) prepared = await guard.before(input);
      const stored = await onceForKey(deps.db, deps.clock, scope, async (tx) => {
        const data = await handler({ ...input, tx, prepared: prepared as P });
        return JSON.stringify(schema.parse({ code: 200, message: t('ok', input.ctx.lang), data }));
      });
      return sendStored(reply, stored);
    },
  });
}

/** Whose key, which key, and the fingerprint of the request (its secrets left out). */
export function keyScope(
  req: FastifyRequest,
  route: ApiRoute,
  keysOf: (req: FastifyRequest) => KeyOwner,
  secret: readonly string[] = [],
) {
  return {
    owner: keysOf(req),
    key: readIdempotencyKey(req.headers['idempotency-key']),
    route: route.path,
    hash: requestHash(route.path, { params: req.params, body: withoutSecrets(req.body, secret) }),
  };
}

/** Sends a stored (or just stored) answer as it is, marked when it is a replay. */
export function sendStored(reply: FastifyReply, stored: StoredResponse) {
  if (stored.replayed) reply.header('idempotent-replayed', 'true');
  return reply
    .code(stored.status as 200)
    .type('application/json; charset=utf-8')
    .send(stored.body);
}
