import { type ApiRoute, envelope, t } from '@mc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from './deps';
import { hasStoredAnswer, type KeyOwner, onceForKey } from './idempotency';
import { onceForKeyPrepared, type PreparedWrite } from './prepared-idempotency';
import {
  type ConfirmedAuthenticate,
  confirmedMerchantAuthentication,
  type HandlerInput,
  inputOf,
  keyScope,
  merchantKeys,
  routeOptions,
  sendStored,
} from './routing';

/** What a prepared money-moving handler settles before anything is written: the answer and how to write it. */
export interface PreparedEffect<R extends ApiRoute> extends Omit<PreparedWrite, 'body'> {
  /** The answer's data, in exactly the shape and key order of the route's schema: it is sent unparsed. */
  data: z.output<R['data']>;
}

export type PreparedMoneyHandler<R extends ApiRoute> = (input: HandlerInput<R>) => Promise<PreparedEffect<R>>;

export interface PreparedMoneyOptions {
  /** Whose keys: the merchant's unless said otherwise. */
  keysOf?: (req: FastifyRequest) => KeyOwner;
  /** Body fields that take no part in the request's fingerprint (see `MoneyGuard`). */
  secret?: readonly string[];
  /**
   * True for a request whose handler does what must not be done again for a replay (counts a wrong
   * payment password, spends an authenticator code): its stored answer is looked for first, and a
   * replay is answered without the handler.
   */
  checksFirst?: (req: FastifyRequest) => boolean;
}

/**
 * `mountMoney` for a route whose answer is known before its effect is written (a created
 * resource with a server-chosen id): the same contract and idempotency, in one database round
 * trip for a first request (`onceForKeyPrepared`). An API key's request is confirmed the key
 * authenticator's way, any other `auth`'s.
 */
export function mountPreparedMoney<R extends ApiRoute>(
  app: FastifyInstance,
  deps: Pick<Deps, 'db' | 'clock'>,
  route: R,
  auth: ConfirmedAuthenticate,
  handler: PreparedMoneyHandler<R>,
  options: PreparedMoneyOptions = {},
) {
  const { keysOf = merchantKeys, secret = [], checksFirst } = options;
  const schema = envelope(route.data);
  const confirmed = confirmedMerchantAuthentication(route, auth);
  const attempt = (input: HandlerInput<R>) => {
    const scope = keyScope(input.req, route, keysOf, secret);
    return onceForKeyPrepared(
      deps.db,
      deps.clock,
      scope,
      async () => {
        const { data, ...effect } = await handler(input);
        // Built by the server from typed values: written out as it is, not parsed again.
        const answer: z.output<typeof schema> = { code: 200, message: t('ok', input.ctx.lang), data };
        return { ...effect, body: JSON.stringify(answer) };
      },
      (bind) => confirmed.condition(input.req, bind),
    );
  };
  app.route({
    ...routeOptions(route, auth.authenticate, confirmed.authenticate),
    handler: async (req, reply) => {
      const input = inputOf<R>(req, reply);
      if (checksFirst?.(req)) {
        const scope = keyScope(req, route, keysOf, secret);
        if (await hasStoredAnswer(deps.db, deps.clock, scope)) {
          // The ordinary way replays it; should it have expired meanwhile, the request is a first one.
          const expired = new Error('the stored answer expired');
          try {
            return sendStored(
              reply,
              await onceForKey(deps.db, deps.clock, scope, async () => {
                throw expired;
              }),
            );
          } catch (err) {
            if (err !== expired) throw err;
          }
        }
      }
      let stored = await attempt(input);
      if (stored === 'unconfirmed') {
        // What memory said of the caller no longer holds: ask the database (401/403), then redo.
        await confirmed.again(req);
        stored = await attempt(input);
        if (stored === 'unconfirmed')
          throw new Error('a principal checked against the database is unconfirmed');
      }
      return sendStored(reply, stored);
    },
  });
}
