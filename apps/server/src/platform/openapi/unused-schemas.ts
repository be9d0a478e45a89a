const PREFIX = '#/components/schemas/';

function refsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) refsIn(v, found);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith(PREFIX)) found.add(v.slice(PREFIX.length));
      else refsIn(v, found);
    }
  }
}

/**
 * The component schemas the document refers to (from its operations and webhooks, and from those
 * schemas in turn): every named schema is emitted for both reading and writing, and a side no
 * operation uses is dropped.
 */
export function withoutUnusedSchemas<D extends { components?: { schemas?: Record<string, unknown> } }>(
  doc: D,
): D {
  const schemas = doc.components?.schemas ?? {};
  const { components, ...rest } = doc;
  const used = new Set<string>();
  refsIn(rest, used);
  refsIn({ ...components, schemas: undefined }, used);
  const queue = [...used];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const found = new Set<string>();
    refsIn(schemas[name], found);
    for (const f of found) {
      if (used.has(f)) continue;
      used.add(f);
      queue.push(f);
    }
  }
  const kept = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => used.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { ...doc, components: { ...components, schemas: kept } };
}
