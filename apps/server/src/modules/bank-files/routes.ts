import { api, opsIdParams, t } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { mountMoneyRoute, operatorCaller } from '../../platform/money-route';
import { fileResponse } from '../../platform/openapi/file-responses';
import { contextOf, operatorOf } from '../../platform/request-context';
import { mount, routeOptions, uploadRouteOptions } from '../../platform/routing';
import { contentDisposition, uploadScope } from '../../platform/uploads';
import type { CreditReview } from '../fiat';
import type { OperatorSessions } from '../ops';
import type { BankFilesService } from './service';
import { bankFileLimits, readBankFileUpload } from './upload';

/** The operators' bank files and the credits waiting for a top-up. */
export function bankFileRoutes(
  app: FastifyInstance,
  deps: Deps,
  operatorSessions: Pick<OperatorSessions, 'authenticate'>,
  files: BankFilesService,
  review: CreditReview,
) {
  const ops = operatorSessions.authenticate;
  const caller = operatorCaller(ops);
  mount(app, api.opsBankFiles, ops, ({ query, ctx }) => files.list(query, ctx.lang));
  mount(app, api.opsBankFile, ops, ({ params, ctx }) => files.detail(params.id, ctx.lang));
  mount(app, api.opsGenerateBankFiles, ops, ({ req, ctx }) => files.generate(operatorOf(req), ctx));
  mount(app, api.opsBankCredits, ops, ({ query }) => review.queue(query));
  mountMoneyRoute(app, deps, api.opsMatchBankCredit, {
    caller,
    transaction: ({ tx, req, params, body, ctx }) =>
      review.match(tx, operatorOf(req), params.id, body.topup_id, ctx),
  });
  mountMoneyRoute(app, deps, api.opsDismissBankCredit, {
    caller,
    transaction: ({ tx, req, params, body, ctx }) =>
      review.dismiss(tx, operatorOf(req), params.id, body.reason, ctx),
  });

  uploadScope(app, bankFileLimits, (scope) => {
    scope.route({
      ...uploadRouteOptions(api.opsImportBankFile, ops),
      handler: async (req) => {
        const ctx = contextOf(req);
        const data = await files.importFile(operatorOf(req), await readBankFileUpload(req), ctx);
        return { code: 200, message: t('ok', ctx.lang), data };
      },
    });
  });

  const download = routeOptions(
    {
      access: 'operator',
      tag: 'ops',
      method: 'GET',
      path: '/ops/bank-files/:id/content',
      summary: 'The file itself (XML), as written or as read',
      params: opsIdParams,
      operationId: 'opsBankFileContent',
      data: z.string(),
    },
    ops,
  );
  app.route({
    ...download,
    schema: {
      ...download.schema,
      response: { ...download.schema.response, 200: fileResponse('The XML file', ['application/xml']) },
    },
    handler: async (req, reply) => {
      const { id } = req.params as z.output<typeof opsIdParams>;
      const file = await files.content(id);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', contentDisposition(file.name).replace(/^inline/, 'attachment'))
        .send(file.xml);
    },
  });
}
