import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConfig, lint } from '@redocly/openapi-core';

/**
 * Every problem Redocly's recommended rules find in an OpenAPI document (errors and warnings),
 * one line each: where, which rule, what.
 */
export async function lintProblems(doc: unknown): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lint({ ref: file, config });
    return problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
