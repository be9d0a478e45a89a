import { api, errorEnvelope, topupIdParams, topupStatementMimes } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { mountMoneyRoute, operatorCaller, type SessionAuthentication } from '../../platform/money-route';
import {
  documentResponses,
  linkedDocumentResponse,
  linkedDocumentSchema,
} from '../../platform/openapi/file-responses';
import { sessionRouteAccess } from '../../platform/openapi/operation-access';
import { merchantOf, operatorOf } from '../../platform/request-context';
import { mount, permittedGuard, uploadRouteOptions } from '../../platform/routing';
import { sendDocument, sendLinkedDocument, uploadScope } from '../../platform/uploads';
import type { OperatorSessions } from '../ops';
import { topupStatementPathPrefix } from './review';
import type { FiatServices } from './services';
import { statementLimits } from './statement-upload';

/** Top-ups of the fiat account (merchants) and their review and currencies (operators). */
export function fiatRoutes(
  app: FastifyInstance,
  deps: Deps,
  sessions: SessionAuthentication,
  operatorSessions: Pick<OperatorSessions, 'authenticate'>,
  fiat: FiatServices,
) {
  const guard = sessions.authenticate;
  const { topups, review, currencies } = fiat;
  mount(app, api.topupInstructions, guard, ({ req }) => topups.instructions(merchantOf(req)));
  mount(app, api.listTopups, guard, ({ req, query }) => topups.list(merchantOf(req), query));
  mount(app, api.getTopup, guard, ({ req, params }) => topups.get(merchantOf(req), params.id));

  uploadScope(app, statementLimits, (scope) => {
    const options = uploadRouteOptions(api.createTopup, guard);
    scope.route({
      ...options,
      handler: (req, reply) => topups.create(req, reply, merchantOf(req)),
    });
    scope.route({
      method: 'GET',
      url: '/api/fiat/topups/:id/statement',
      schema: {
        operationId: 'getTopupStatement',
        tags: ['fiat'],
        summary: "The statement of one of the merchant's top-ups, as uploaded (404 for anyone else's)",
        params: topupIdParams,
        ...sessionRouteAccess('fiat.read'),
        response: documentResponses('The statement, as uploaded', topupStatementMimes),
      },
      preHandler: permittedGuard(guard, 'fiat.read'),
      handler: async (req, reply) => {
        const { id } = req.params as { id: string };
        return sendDocument(reply, await topups.statement(merchantOf(req), id));
      },
    });
  });

  const ops = operatorSessions.authenticate;
  const caller = operatorCaller(ops);
  mount(app, api.opsTopups, ops, ({ query }) => review.queue(query));
  mount(app, api.opsTopup, ops, ({ params }) => review.detail(params.id));
  mount(app, api.opsTopupStatementLink, ops, ({ req, params, ctx }) =>
    review.statementLink(operatorOf(req), params.id, ctx),
  );
  mountMoneyRoute(app, deps, api.opsApproveTopup, {
    caller,
    transaction: ({ tx, req, params, body, ctx }) =>
      review.approve(tx, operatorOf(req), params.id, body.amount_received, ctx),
  });
  mountMoneyRoute(app, deps, api.opsRejectTopup, {
    caller,
    transaction: ({ tx, req, params, body, ctx }) =>
      review.reject(tx, operatorOf(req), params.id, body.reason, ctx),
  });
  mount(app, api.opsFiatCurrencies, ops, () => currencies.list());
  mount(app, api.opsSetFiatCurrency, ops, ({ req, params, body, ctx }) =>
    currencies.setEnabled(operatorOf(req), params.code, body.enabled, ctx),
  );
  // The link itself is the credential: an <img> or <iframe> cannot send the bearer token.
  app.route({
    method: 'GET',
    url: `/api${topupStatementPathPrefix}:token`,
    schema: {
      ...linkedDocumentSchema(
        'opsOpenTopupStatement',
        'ops',
        'A top-up statement opened through a link from /ops/topups/:id/statement/link (inline)',
      ),
      response: { 200: linkedDocumentResponse, 404: errorEnvelope },
    },
    handler: async (req, reply) => {
      const { token } = req.params as { token: string };
      const doc = await review.openStatement(token);
      return sendLinkedDocument(reply, doc);
    },
  });
}
