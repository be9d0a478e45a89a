/** The operations of the served OpenAPI document, as the fuzz tests walk them. */
export interface Operation {
  method: string;
  path: string;
  params: { in: string; name: string }[];
  fields: string[];
}

interface BodySchema {
  $ref?: string;
  properties?: Record<string, unknown>;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: BodySchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, BodySchema> };
}

/** A body's schema, followed through a `$ref` to a named component. */
function resolved(doc: OpenApiDocument, schema: BodySchema | undefined): BodySchema | undefined {
  const name = schema?.$ref?.replace('#/components/schemas/', '');
  return name ? resolved(doc, doc.components?.schemas?.[name]) : schema;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: op.parameters ?? [],
      fields: Object.keys(
        resolved(doc, op.requestBody?.content?.['application/json']?.schema)?.properties ?? {},
      ),
    })),
  );
}
