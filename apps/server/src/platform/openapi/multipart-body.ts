import type { MultipartForm } from '@mc/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * The JSON schema of a multipart upload's body for the API document: its text fields as the
 * contract's zod object has them, and each file part a binary string (an array of them when the part
 * may repeat), `required` as the contract says.
 */
export function multipartBodySchema(form: MultipartForm): JsonSchema {
  const fields = form.fields
    ? (z.toJSONSchema(form.fields, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : { properties: {}, required: [] };
  if ('$defs' in fields)
    throw new Error('a multipart form field refers to a named schema: describe it inline');
  const properties: Record<string, JsonSchema> = { ...(fields.properties as Record<string, JsonSchema>) };
  const required = [...((fields.required as string[] | undefined) ?? [])];
  for (const [name, file] of Object.entries(form.files)) {
    const one = {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: file.description,
    };
    properties[name] = file.many
      ? {
          type: 'array',
          items: { type: 'string', contentMediaType: 'application/octet-stream' },
          description: file.description,
        }
      : one;
    if (file.required) required.push(name);
  }
  return {
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  };
}

/**
 * The document's transform of one route, after the zod one: an upload's `multipart` form (which
 * `uploadRouteOptions` puts beside its schema, no validator reads it) becomes its request body.
 */
export function withMultipartBody<T extends { schema?: unknown }>(transformed: T): T {
  const schema = transformed.schema as (Record<string, unknown> & { multipart?: MultipartForm }) | undefined;
  if (!schema?.multipart) return transformed;
  const { multipart, ...rest } = schema;
  return { ...transformed, schema: { ...rest, body: multipartBodySchema(multipart) } };
}
