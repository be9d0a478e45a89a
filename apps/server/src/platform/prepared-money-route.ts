import { type ApiRoute, envelope, t } from '@mc/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from './deps';
import type { KeyOwner } from './idempotency';
import { onceForKeyPrepared } from './prepared-idempotency';
import {
  type Authenticate,
  type HandlerInput,
  inputOf,
  keyScope,
  merchantKeys,
  routeOptions,
  sendStored,
} from './routing';
import type { Bind } from './shared-statements';

/** What a prepared money-moving handler settles before anything is written: the answer and how to write it. */
export interface PreparedEffect<R extends ApiRoute> {
  /** The answer's data, in exactly the shape and key order of the route's schema: it is sent unparsed. */
  data: z.output<R['data']>;
  /** Data-modifying CTEs drawing their rows from `gate`, named from `prefix` (see `PreparedWrite`). */
  writes(bind: Bind, gate: string, prefix: string): string;
  translateError?(err: unknown): unknown;
}

export type PreparedMoneyHandler<R extends ApiRoute> = (input: HandlerInput<R>) => Promise<PreparedEffect<R>>;

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

/**
 * `mountMoney` for a route whose answer is known before its effect is written (a created
 * resource with a server-chosen id): the same contract and idempotency, in one database round
 * trip for a first request (`onceForKeyPrepared`).
 */
export function mountPreparedMoney<R extends ApiRoute>(
  app: FastifyInstance,
  deps: Pick<Deps, 'db' | 'clock'>,
  route: R,
  auth: ConfirmedAuthenticate,
  handler: PreparedMoneyHandler<R>,
  keysOf: (req: FastifyRequest) => KeyOwner = merchantKeys,
) {
  const schema = envelope(route.data);
  const attempt = (req: FastifyRequest, reply: FastifyReply) => {
    const input = inputOf<R>(req, reply);
    const scope = keyScope(req, route, keysOf);
    return onceForKeyPrepared(
      deps.db,
      deps.clock,
      scope,
      async () => {
        const effect = await handler(input);
        // Built by the server from typed values: written out as it is, not parsed again.
        const answer: z.output<typeof schema> = {
          code: 200,
          message: t('ok', input.ctx.lang),
          data: effect.data,
        };
        return {
          body: JSON.stringify(answer),
          writes: effect.writes,
          translateError: effect.translateError,
        };
      },
      (bind) => auth.condition(req, bind),
    );
  };
  app.route({
    ...routeOptions(route, auth.authenticate),
    handler: async (req, reply) => {
      let stored = await attempt(req, reply);
      if (stored === 'unconfirmed') {
        // What memory said of the caller no longer holds: ask the database (401/403), then redo.
        await auth.again(req);
        stored = await attempt(req, reply);
        if (stored === 'unconfirmed')
          throw new Error('a principal checked against the database is unconfirmed');
      }
      return sendStored(reply, stored);
    },
  });
}
