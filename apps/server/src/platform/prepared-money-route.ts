import { type ApiRoute, envelope, t } from '@mc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from './deps';
import { type KeyOwner, readIdempotencyKey, requestHash } from './idempotency';
import { type Bind, onceForKeyPrepared } from './prepared-idempotency';
import { type Authenticate, type HandlerInput, inputOf, merchantKeys, routeOptions } from './routing';

/** What a prepared money-moving handler settles before anything is written: the answer and how to write it. */
export interface PreparedEffect<R extends ApiRoute> {
  /** The answer's data, in exactly the shape and key order of the route's schema: it is sent unparsed. */
  data: z.output<R['data']>;
  /** Data-modifying CTEs drawing their rows from `gate` (see `PreparedWrite`). */
  writes(bind: Bind, gate: string): string;
  translateError?(err: unknown): unknown;
}

export type PreparedMoneyHandler<R extends ApiRoute> = (input: HandlerInput<R>) => Promise<PreparedEffect<R>>;

/**
 * `mountMoney` for a route whose answer is known before its effect is written (a created
 * resource with a server-chosen id): the same contract and idempotency, in one database round
 * trip for a first request (`onceForKeyPrepared`).
 */
export function mountPreparedMoney<R extends ApiRoute>(
  app: FastifyInstance,
  deps: Pick<Deps, 'db' | 'clock'>,
  route: R,
  authenticate: Authenticate,
  handler: PreparedMoneyHandler<R>,
  keysOf: (req: FastifyRequest) => KeyOwner = merchantKeys,
) {
  const schema = envelope(route.data);
  app.route({
    ...routeOptions(route, authenticate),
    handler: async (req, reply) => {
      const input = inputOf<R>(req, reply);
      const key = readIdempotencyKey(req.headers['idempotency-key']);
      const scope = {
        owner: keysOf(req),
        key,
        route: route.path,
        hash: requestHash(route.path, { params: req.params, body: req.body }),
      };
      const stored = await onceForKeyPrepared(deps.db, deps.clock, scope, async () => {
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
      });
      if (stored.replayed) reply.header('idempotent-replayed', 'true');
      return reply
        .code(stored.status as 200)
        .type('application/json; charset=utf-8')
        .send(stored.body);
    },
  });
}
