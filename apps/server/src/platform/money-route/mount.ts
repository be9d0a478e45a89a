import { type ApiRoute, envelope, t } from '@mc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { ConfirmedAuthenticate } from '../authentication';
import type { Deps } from '../deps';
import { type HandlerInput, inputOf, routeOptions } from '../routing';
import { alwaysChecked, keyOwnerOf, type MoneyCaller, merchantMoneyAuthentication } from './callers';
import { type KeyScope, onceForKey, type StoredResponse, storedAnswer } from './idempotency';
import type { InsertRow } from './insert-rows';
import { keyScope, sendStored } from './key-scope';
import { onceForKeyPrepared } from './prepared-idempotency';

/**
 * The effect of a request whose answer is known before anything is written (a created resource with
 * a server-chosen id): the answer, the rows that write it, described as data. The rows, the key
 * check and the stored answer take one statement, shared with the requests of the same turn.
 */
export interface PreparedEffect<R extends ApiRoute> {
  /** The answer's data, in exactly the shape and key order of the route's schema: it is sent unparsed. */
  data: z.output<R['data']>;
  /** What is inserted, in this order; nothing else is written. */
  rows: readonly InsertRow[];
  /** The key of the first row the writes lock (a balance), if they lock one: statements take them in order. */
  lockKey?: string;
  /** Turns an error of the writes into what the client is told (a taken number, a hold not covered). */
  translateError?(err: unknown): unknown;
}

/**
 * The checks a request takes before its effect (payment password, authenticator code). Its `secret`
 * body fields take no part in the request's stored fingerprint; a replay of a stored answer is
 * answered before the checks (a wrong password is neither checked nor counted, a spent one-time
 * code not asked for again). `takenBy`: every caller's requests, or a session's only.
 */
export interface SecurityChecks {
  secret: readonly string[];
  takenBy: 'session' | 'every caller';
}

interface MoneyRouteBase {
  caller: MoneyCaller;
  checks?: SecurityChecks;
}

/** A route whose effect is prepared as data (see `PreparedEffect`); `prepare` also runs its checks. */
export interface PreparedMoneyRoute<R extends ApiRoute> extends MoneyRouteBase {
  prepare(input: HandlerInput<R>): Promise<PreparedEffect<R>>;
}

/**
 * A route whose effect runs in the transaction that stores its answer: `before` (its checks, outside
 * the transaction: what they count survives a rollback) gives what `transaction` is handed.
 */
export interface TransactionalMoneyRoute<R extends ApiRoute, P> extends MoneyRouteBase {
  before?(input: HandlerInput<R>): Promise<P>;
  transaction(input: HandlerInput<R> & { tx: Queryable; checked: P }): Promise<z.input<R['data']>>;
}

export type MoneyRoute<R extends ApiRoute, P = undefined> =
  | PreparedMoneyRoute<R>
  | TransactionalMoneyRoute<R, P>;

const isPrepared = <R extends ApiRoute, P>(spec: MoneyRoute<R, P>): spec is PreparedMoneyRoute<R> =>
  'prepare' in spec;

/**
 * Who is calling: an operator's session; a merchant's session or API key. A prepared route's write
 * statement confirms a caller answered from memory, unless the caller takes checks (those run
 * against the database).
 */
function callerAuthentication<R extends ApiRoute, P>(
  route: R,
  spec: MoneyRoute<R, P>,
): ConfirmedAuthenticate {
  const { caller, checks } = spec;
  if (caller.kind === 'operator') return alwaysChecked(caller.authenticate);
  const prepared = isPrepared(spec);
  const session =
    prepared && !checks ? caller.sessions.confirmed : alwaysChecked(caller.sessions.authenticate);
  return merchantMoneyAuthentication(route, session, prepared && checks?.takenBy !== 'every caller');
}

/**
 * Registers a money-moving route, the one way there is: authenticated as `caller` says, idempotent by
 * its Idempotency-Key header (a replay gets the stored bytes with `idempotent-replayed: true`, the
 * same key with another request 422, a retry while the first runs 409), its checks first, then its
 * effect and the stored answer committed together.
 */
export function mountMoneyRoute<R extends ApiRoute, P = undefined>(
  app: FastifyInstance,
  deps: Pick<Deps, 'db' | 'clock'>,
  route: R,
  spec: MoneyRoute<R, P>,
) {
  const { db, clock } = deps;
  const schema = envelope(route.data);
  const who = callerAuthentication(route, spec);
  const secret = spec.checks?.secret ?? [];
  const scopeOf = (req: FastifyRequest): KeyScope =>
    keyScope(req, route, keyOwnerOf(spec.caller, req), secret);
  const checksFirst = (req: FastifyRequest) =>
    spec.checks !== undefined && (spec.checks.takenBy === 'every caller' || req.merchant?.sessionId != null);

  async function attempt(input: HandlerInput<R>): Promise<StoredResponse | 'unconfirmed'> {
    const scope = scopeOf(input.req);
    const message = t('ok', input.ctx.lang);
    if (isPrepared(spec)) {
      return onceForKeyPrepared(
        db,
        clock,
        scope,
        async () => {
          const { data, ...effect } = await spec.prepare(input);
          // Built by the server from typed values: written out as it is, not parsed again.
          const answer: z.output<typeof schema> = { code: 200, message, data };
          return { ...effect, body: JSON.stringify(answer) };
        },
        who.confirmation(input.req),
      );
    }
    if (who.confirmation(input.req)) return 'unconfirmed';
    // a replay is answered before the work of a first request (`before` may no longer hold)
    const stored = await storedAnswer(db, clock, scope);
    if (stored) return stored;
    let checked: P | undefined;
    try {
      if (spec.before) checked = await spec.before(input);
    } catch (err) {
      // A stored answer (of a request that came meanwhile) is still replayed first.
      return onceForKey(db, clock, scope, async () => {
        throw err;
      });
    }
    return onceForKey(db, clock, scope, async (tx) => {
      const data = await spec.transaction({ ...input, tx, checked: checked as P });
      return JSON.stringify(schema.parse({ code: 200, message, data }));
    });
  }

  /** The stored answer of a replay, or null for a first request (an answer expired meanwhile included). */
  function replay(req: FastifyRequest): Promise<StoredResponse | null> {
    return storedAnswer(db, clock, scopeOf(req));
  }

  app.route({
    ...routeOptions(route, who.authenticate, who.authenticate),
    handler: async (req, reply) => {
      const replayed = checksFirst(req) ? await replay(req) : null;
      if (replayed) return sendStored(reply, replayed);
      const input = inputOf<R>(req, reply);
      let stored = await attempt(input);
      if (stored === 'unconfirmed') {
        // What memory said of the caller no longer holds: ask the database (401/403), then redo.
        await who.again(req);
        stored = await attempt(input);
        if (stored === 'unconfirmed')
          throw new Error('a principal checked against the database is unconfirmed');
      }
      return sendStored(reply, stored);
    },
  });
}
