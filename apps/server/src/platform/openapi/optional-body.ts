type JsonSchema = Record<string, unknown>;
type Operation = { requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } };
type Doc = { paths?: Record<string, Record<string, unknown>>; components?: Record<string, unknown> };

const isNull = (s: unknown) => typeof s === 'object' && s !== null && (s as JsonSchema).type === 'null';

/** The schema without its `null` branch, when it is `anyOf [schema, null]`; undefined otherwise. */
function withoutNull(schema: JsonSchema | undefined): JsonSchema | undefined {
  const branches = schema?.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || !branches.some(isNull)) return undefined;
  const { anyOf: _, ...rest } = schema as JsonSchema;
  return { ...rest, ...(branches.find((b) => !isNull(b)) as JsonSchema) };
}

/**
 * The document with the JSON bodies a route takes as absent (`.nullish()` in the contract, which
 * Fastify's document marks required and `anyOf [object, null]`) as an optional request body of the
 * object, so that a generated client can call the operation without one.
 */
export function withOptionalBodies<D extends Doc>(doc: D): D {
  const paths = Object.fromEntries(
    Object.entries(doc.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, value]) => {
          const op = value as Operation;
          const json = op?.requestBody?.content?.['application/json'];
          const schema = withoutNull(json?.schema);
          if (!op?.requestBody || !json || !schema) return [method, value];
          const content = { ...op.requestBody.content, 'application/json': { ...json, schema } };
          return [method, { ...op, requestBody: { ...op.requestBody, required: false, content } }];
        }),
      ),
    ]),
  );
  return { ...doc, paths };
}
