/**
 * The document's transform of one route, after the zod one: the contract's `example` of a request
 * body (which `routeOptions` puts beside the schema, no validator reads it) becomes the JSON body's
 * example (`examples` of the body schema, which the document shows as the media type's `example`).
 */
export function withBodyExample<T extends { schema?: unknown }>(transformed: T): T {
  const schema = transformed.schema as (Record<string, unknown> & { bodyExample?: unknown }) | undefined;
  if (!schema || !('bodyExample' in schema)) return transformed;
  const { bodyExample, ...rest } = schema;
  const body = rest.body as Record<string, unknown> | undefined;
  if (!body) return { ...transformed, schema: rest };
  return { ...transformed, schema: { ...rest, body: { ...body, examples: [bodyExample] } } };
}
