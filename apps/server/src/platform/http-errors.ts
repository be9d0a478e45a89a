import { type ErrorEnvelope, formatIssues, type MessageKey, t } from '@mc/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, RequestValidationError } from './errors';
import { langOf } from './request-context';

function send(reply: FastifyReply, status: number, body: ErrorEnvelope) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Maps every failure onto the envelope; nothing leaks a stack or a raw parser text. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | RequestValidationError, req, reply) => {
    const lang = langOf(req);
    if (err instanceof AppError) {
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      return send(reply, err.status, {
        code: err.code ?? err.status,
        message: t(err.key, lang, err.params),
        data: null,
        ...(err.fields.length
          ? { errors: err.fields.map((f) => ({ field: f.field, message: t(f.key, lang, f.params) })) }
          : {}),
        ...(err.reason ? { reason: err.reason } : {}),
      });
    }
    if (err instanceof RequestValidationError) {
      const errors = formatIssues(err.issues, lang);
      return send(reply, 422, {
        code: 422,
        message: errors[0] ? `${errors[0].field}: ${errors[0].message}` : t('validation_failed', lang),
        data: null,
        errors,
      });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 429) {
      const after = String(reply.getHeader('retry-after') ?? '60');
      return send(reply, 429, {
        code: 429,
        message: t('rate_limited', lang, { seconds: after }),
        data: null,
      });
    }
    if (status >= 500) {
      req.log.error({ err }, 'unhandled error');
      return send(reply, 500, { code: 500, message: t('internal_error', lang), data: null });
    }
    const key =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err instanceof SyntaxError ||
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'malformed_json'
        : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'body_too_large'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'unsupported_media_type'
            : 'bad_request';
    req.log.info({ code: err.code, status }, 'request rejected');
    return send(reply, status, { code: status, message: t(key, lang), data: null });
  });
}

/**
 * Errors the framework raises before a route runs (an address that does not decode, a parameter
 * longer than the router takes), in the envelope: no echo of the address, no framework code.
 */
export function frameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(req);
  const [status, key]: [number, MessageKey] =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'uri_too_long']
      : err.code === 'FST_ERR_BAD_URL'
        ? [400, 'bad_url']
        : [500, 'internal_error'];
  if (status >= 500) req.log.error({ err }, 'framework error');
  else req.log.info({ code: err.code, status }, 'request rejected');
  return send(reply, status, { code: status, message: t(key, lang), data: null });
}

/** No route for this address: 405 naming the methods it takes when it takes others, else 404. */
export function apiNotFound(req: FastifyRequest, reply: FastifyReply, allowed: string[] = []) {
  const lang = langOf(req);
  if (allowed.length > 0) {
    reply.header('allow', allowed.join(', '));
    return send(reply, 405, { code: 405, message: t('method_not_allowed', lang), data: null });
  }
  return send(reply, 404, { code: 404, message: t('route_not_found', lang), data: null });
}
