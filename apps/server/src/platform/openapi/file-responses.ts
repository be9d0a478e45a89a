import { errorEnvelope, uploadMimes } from '@mc/contract';
import { z } from 'zod';
import { linkRouteAccess } from './operation-access';

/** A file's bytes in a response: no envelope. */
const fileBytes = z
  .string()
  .meta({ description: "The file's bytes", contentMediaType: 'application/octet-stream' });

/**
 * OpenAPI of a 200 that answers a file, one entry per content type it may have (the serializer never
 * runs on it: a file is sent as a stream or a buffer).
 */
export function fileResponse(description: string, contentTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type.split(';')[0]!, { schema: fileBytes }])),
  };
}

/**
 * The OpenAPI of a route that opens a stored document through a link: the link's token is the
 * credential (an `<img>` or `<iframe>` cannot send a bearer token), the 200 is the document.
 */
export function linkedDocumentSchema(operationId: string, tag: string, summary: string) {
  return {
    operationId,
    tags: [tag],
    summary,
    ...linkRouteAccess,
    params: z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{40,64}$/, { error: 'not_found' }) }),
  };
}

export const linkedDocumentResponse = fileResponse('The document, shown inline', uploadMimes);

/** The responses of a merchant's route that answers one of its stored documents. */
export function documentResponses(description: string, contentTypes: readonly string[]) {
  return {
    200: fileResponse(description, contentTypes),
    ...Object.fromEntries([401, 403, 404].map((status) => [status, errorEnvelope])),
  };
}
