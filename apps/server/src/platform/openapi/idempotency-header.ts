import { IDEMPOTENCY_KEY_RE, IDEMPOTENCY_TTL_MS } from '../money-route';

/** The header every money-moving operation requires, as the document declares it (the money route's own rule). */
export const idempotencyKeyHeader = {
  type: 'object',
  properties: {
    'Idempotency-Key': {
      type: 'string',
      pattern: IDEMPOTENCY_KEY_RE.source,
      description:
        `Your key of this request (8-64 letters, digits, \`_\` or \`-\`), kept ${IDEMPOTENCY_TTL_MS / 3_600_000} hours: ` +
        'a retry with the same key and body answers what the first call answered (header `idempotent-replayed: true`); the same key with another body answers 422, and a retry while the first call still runs answers 409. Without one the call answers 400.',
      examples: ['order-20261129-0001'],
    },
  },
  required: ['Idempotency-Key'],
};

/**
 * The document's transform of one route, after the zod one: a route marked `idempotencyKey` (a
 * money-moving one, which `routeOptions` marks; no validator reads the mark) declares the required
 * `Idempotency-Key` header, so a generated client's types ask for it.
 */
export function withIdempotencyKey<T extends { schema?: unknown }>(transformed: T): T {
  const schema = transformed.schema as (Record<string, unknown> & { idempotencyKey?: boolean }) | undefined;
  if (!schema || !('idempotencyKey' in schema)) return transformed;
  const { idempotencyKey, ...rest } = schema;
  return { ...transformed, schema: idempotencyKey ? { ...rest, headers: idempotencyKeyHeader } : rest };
}
