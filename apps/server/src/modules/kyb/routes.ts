import { api, envelope, errorEnvelope, kybFileParams, t } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import { contextOf, merchantOf } from '../../platform/request-context';
import { type Authenticate, mount } from '../../platform/routing';
import { sendDocument, uploadScope } from '../../platform/uploads';
import type { KybService } from './service';
import { type KybUploads, uploadLimits } from './upload';

const errorResponses = Object.fromEntries(
  [400, 401, 403, 404, 409, 413, 415, 422].map((s) => [s, errorEnvelope]),
);

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
    scope.route({
      method: 'POST',
      url: `/api${api.kybUpload.path}`,
      schema: {
        tags: [api.kybUpload.tag],
        summary: api.kybUpload.summary,
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 200: envelope(api.kybUpload.data), ...errorResponses },
      },
      preHandler: guard,
      handler: async (req) => {
        const data = await upload(req, merchantOf(req));
        return { code: 200, message: t('ok', contextOf(req).lang), data };
      },
    });
    scope.route({
      method: 'GET',
      url: '/api/merchant/kyb/files/:id',
      schema: {
        tags: ['kyb'],
        summary: "One of the merchant's documents, as uploaded (404 for anyone else's)",
        params: kybFileParams,
        security: [{ bearer: [] }],
        produces: ['application/pdf', 'image/jpeg', 'image/png', 'image/bmp'],
      },
      preHandler: guard,
      handler: async (req, reply) => {
        const { id } = req.params as { id: string };
        return sendDocument(reply, await kyb.readFile(merchantOf(req), id));
      },
    });
  });
}
