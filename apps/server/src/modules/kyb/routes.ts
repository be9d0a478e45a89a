import { api, kybFileParams, t } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import { documentResponses } from '../../platform/openapi/file-responses';
import { sessionRouteAccess } from '../../platform/openapi/operation-access';
import { contextOf, merchantOf } from '../../platform/request-context';
import { type Authenticate, mount, permittedGuard, uploadRouteOptions } from '../../platform/routing';
import { sendDocument, uploadScope } from '../../platform/uploads';
import type { KybService } from './service';
import { type KybUploads, uploadLimits } from './upload';

/** KYB of the logged-in merchant. Uploads and downloads are registered here directly (multipart, bytes). */
export function kybRoutes(app: FastifyInstance, guard: Authenticate, kyb: KybService, upload: KybUploads) {
  mount(app, api.kybState, guard, ({ req }) => kyb.state(merchantOf(req).merchantId));
  mount(app, api.kybSaveDraft, guard, ({ req, body }) => kyb.saveDraft(merchantOf(req), body));
  mount(app, api.kybResubmit, guard, ({ req }) => kyb.resubmit(merchantOf(req)));
  mount(app, api.kybSubmit, guard, ({ req, body, ctx }) => kyb.submit(merchantOf(req), body, ctx));
  mount(app, api.kybDeleteFile, guard, ({ req, params }) => kyb.deleteFile(merchantOf(req), params.id));
  mount(app, api.kybHistory, guard, ({ req, query }) => kyb.history(merchantOf(req), query));
  mount(app, api.kybSubmission, guard, ({ req, params }) => kyb.submission(merchantOf(req), params.id));

  uploadScope(app, uploadLimits, (scope) => {
    const options = uploadRouteOptions(api.kybUpload, guard);
    scope.route({
      ...options,
      handler: async (req) => {
        const data = await upload(req, merchantOf(req));
        return { code: 200, message: t('ok', contextOf(req).lang), data };
      },
    });
    scope.route({
      method: 'GET',
      url: '/api/merchant/kyb/files/:id',
      schema: {
        operationId: 'getKybFile',
        tags: ['kyb'],
        summary: "One of the merchant's documents, as uploaded (404 for anyone else's)",
        params: kybFileParams,
        ...sessionRouteAccess('kyb.read'),
        response: documentResponses('The document, as uploaded', [
          'application/pdf',
          'image/jpeg',
          'image/png',
          'image/bmp',
        ]),
      },
      preHandler: permittedGuard(guard, 'kyb.read'),
      handler: async (req, reply) => {
        const { id } = req.params as { id: string };
        return sendDocument(reply, await kyb.readFile(merchantOf(req), id));
      },
    });
  });
}
