import { type ApiRoute, api, importTemplatePath, importTemplateQuery, t } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { merchantCaller, mountMoneyRoute, type SessionAuthentication } from '../../../platform/money-route';
import { fileResponse } from '../../../platform/openapi/file-responses';
import { contextOf, merchantOf } from '../../../platform/request-context';
import { mount, routeOptions, uploadRouteOptions } from '../../../platform/routing';
import { uploadScope } from '../../../platform/uploads';
import type { CollectionImports } from './service';
import { importTemplate, templateFileName, templateTypes } from './template';
import { importLimits } from './upload';

/** The template: a file, not an envelope (its errors still answer one). */
const templateRoute: ApiRoute<undefined, typeof importTemplateQuery, z.ZodString, undefined> = {
  access: 'merchant',
  tag: 'collection',
  method: 'GET',
  path: importTemplatePath,
  permission: 'collection.read',
  summary:
    'The import template (CSV, UTF-8 with BOM, or XLSX) with its headings in cn or en and one example row',
  query: importTemplateQuery,
  apiScope: 'read',
  operationId: 'getCollectionImportTemplate',
  data: z.string(),
};

/**
 * Imports of collection accounts: the upload (multipart, in the upload scope of KYB and top-ups), an
 * import's preview, its commit (idempotent by key and by its status), and the template. Session, or
 * an API key: `orders` to upload and commit, `read` to read.
 */
export function collectionImportRoutes(
  app: FastifyInstance,
  deps: Deps,
  sessions: SessionAuthentication,
  imports: CollectionImports,
) {
  const guard = sessions.authenticate;
  mount(app, api.getCollectionImport, guard, ({ req, params, ctx }) =>
    imports.get(merchantOf(req), params.id, ctx.lang),
  );
  mountMoneyRoute(app, deps, api.commitCollectionImport, {
    caller: merchantCaller(sessions),
    before: ({ req, params }) => imports.refresh(merchantOf(req), params.id),
    transaction: ({ tx, req, params, body, ctx }) =>
      imports.commit(tx, merchantOf(req), params.id, body.mode, ctx.lang),
  });

  uploadScope(app, importLimits, (scope) => {
    const options = uploadRouteOptions(api.uploadCollectionImport, guard);
    scope.route({
      ...options,
      handler: async (req) => {
        const { lang } = contextOf(req);
        const data = await imports.upload(req, merchantOf(req), lang);
        return { code: 200, message: t('ok', lang), data };
      },
    });
  });

  const template = routeOptions(templateRoute, guard);
  const response = {
    ...template.schema.response,
    200: fileResponse('The template', Object.values(templateTypes)),
  };
  app.route({
    ...template,
    schema: { ...template.schema, response },
    handler: async (req, reply) => {
      const { format, lang } = req.query as z.output<typeof importTemplateQuery>;
      const file = await importTemplate(format, lang);
      return reply
        .header('content-type', templateTypes[format])
        .header('content-disposition', `attachment; filename="${templateFileName(format, lang)}"`)
        .header('content-length', String(file.length))
        .send(file);
    },
  });
}
