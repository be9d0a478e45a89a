import { type ApiRoute, envelope, errorEnvelope, t } from '@mc/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './errors';
import { contextOf, type RequestContext } from './request-context';

type In<S> = [Exclude<S, undefined>] extends [never] ? undefined : z.output<Exclude<S, undefined>>;

export interface HandlerInput<R extends ApiRoute> {
  body: In<R['body']>;
  query: In<R['query']>;
  ctx: RequestContext;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<R extends ApiRoute> = (input: HandlerInput<R>) => Promise<z.input<R['data']>>;

export type Authenticate = (req: FastifyRequest) => Promise<void>;

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
 * Registers one route of the contract's table: validation from its schemas,
 * the success envelope around what the handler returns, OpenAPI from both.
 */
export function mount<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  authenticate: Authenticate | null,
  handler: Handler<R>,
) {
  app.route({
    method: route.method,
    url: `/api${route.path}`,
    schema: {
      tags: [route.tag],
      summary: route.summary,
      ...(route.body ? { body: route.body } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(authenticate ? { security: [{ bearer: [] }] } : {}),
      response: { 200: envelope(route.data), ...errorResponses },
    },
    ...(authenticate ? { preHandler: authenticate } : {}),
    handler: async (req, reply) => {
      const ctx = contextOf(req);
      const data = await handler({
        body: req.body as In<R['body']>,
        query: req.query as In<R['query']>,
        ctx,
        req,
        reply,
      });
      return { code: 200, message: t('ok', ctx.lang), data };
    },
  });
}
