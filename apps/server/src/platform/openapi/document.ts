import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { webhookEventSchemas } from '@mc/contract';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { PublicUrl } from '../public-url';
import { withAcceptLanguage } from './accept-language';
import { withBodyExample } from './body-example';
import { withIdempotencyKey } from './idempotency-header';
import { withMultipartBody } from './multipart-body';
import { withOptionalBodies } from './optional-body';
import { withoutUnusedSchemas } from './unused-schemas';
import { type WebhookEvents, webhooksOf } from './webhooks';

/** The events documented under `webhooks`: every event the product posts, with its body's schema. */
export const webhookEvents: WebhookEvents = webhookEventSchemas;

/** Routes of the document's own viewer: not operations of the API. */
const viewerRoutes = ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/*'];

/**
 * The server of the document: the public URL; a local one (a developer's machine) is the relative
 * `/`, the server that served the document, which a tool resolves against where it read it.
 */
export function serverOf(base: string): { url: string; description: string } {
  if (new URL(base).hostname === 'localhost') return { url: '/', description: 'The server of this document' };
  return { url: base, description: 'The public address of the product' };
}

type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;
type Document = Parameters<TransformObject>[0];
type Completed = ReturnType<TransformObject>;

/**
 * The whole document once its operations are in: the servers (the public URL), the webhooks, the
 * named schemas of the contract (`.meta({ id })`) as components, only those something refers to.
 */
export function completeDocument(publicUrl: Pick<PublicUrl, 'base'>, events: WebhookEvents) {
  const components = createJsonSchemaTransformObject({});
  return (document: Document): Completed => {
    const { webhooks } = webhooksOf(events);
    const doc = {
      ...(components(document) as { components?: { schemas?: Record<string, unknown> } }),
      servers: [serverOf(publicUrl.base())],
      ...(Object.keys(webhooks).length ? { webhooks } : {}),
    };
    return withAcceptLanguage(withOptionalBodies(withoutUnusedSchemas(doc))) as Completed;
  };
}

/**
 * OpenAPI 3.1 from the contract's zod schemas: every route's operationId is its key in the `api`
 * table (`platform/routing.ts`), public ones declare `security: []`, and a schema named in the
 * contract with `.meta({ id: 'Name' })` is a component referred to by `$ref` (its request side,
 * where it differs, `NameInput`).
 */
export function openApiOptions(
  title: string,
  publicUrl: Pick<PublicUrl, 'base'>,
  events: WebhookEvents = webhookEvents,
): FastifyDynamicSwaggerOptions {
  const zodTransform = createJsonSchemaTransform({ skipList: viewerRoutes });
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title,
        version: '0.1.0',
        description:
          'Every JSON answer is an envelope `{code, message, data}`; an error carries `errors: [{field, message}]` (see `Error`), in the language `Accept-Language` asks for (`en…` English, else Chinese). Amounts are decimal strings. ' +
          'Each operation names the permission its caller’s role needs (`x-permission`) and the scope an API key needs (`x-api-scope`; `none`: a login session only, or no credentials); a missing one answers 403 with envelope code 40301. ' +
          'Webhooks (below) are signed as the Standard Webhooks specification says.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      tags: [],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token of a login session' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'mck_<key id>.<secret>',
            description:
              'An API key of the settings page (Merchant API for developers): each route that takes one names the scope it needs',
          },
        },
      },
    },
    transform: (route) => withIdempotencyKey(withBodyExample(withMultipartBody(zodTransform(route)))),
    transformObject: completeDocument(publicUrl, events),
  };
}
