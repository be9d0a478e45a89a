import multipart from '@fastify/multipart';
import { api, envelope, errorEnvelope, kybFileParams, t } from '@mc/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contextOf, merchantOf } from '../../platform/request-context';
import { type Authenticate, mount } from '../../platform/routing';
import type { KybService } from './service';
import { type KybUploads, uploadLimits } from './upload';

/** `inline` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Sends a stored document as itself (not an envelope), typed by its detected content. */
export function sendDocument(
  reply: FastifyReply,
  doc: { mime: string; size: number; displayName: string; stream: NodeJS.ReadableStream },
) {
  return reply
    .type(doc.mime)
    .header('content-length', String(doc.size))
    .header('content-disposition', contentDisposition(doc.displayName))
    .send(doc.stream);
}

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

  // Multipart is understood by these routes only: elsewhere such a body stays an unsupported type.
  app.register(async (scope) => {
    // preservePath: the name as sent, so that a name with a path is refused instead of silently cut.
    await scope.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true, preservePath: true });
    // A refused upload is answered before its body was read to the end: the connection closes after
    // the answer instead of waiting for (or reading) the rest.
    scope.addHook('onSend', async (req, reply) => {
      if (!req.raw.complete) reply.header('connection', 'close');
    });
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
