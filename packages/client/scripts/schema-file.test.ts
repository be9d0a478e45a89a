import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GENERATE_COMMAND, SCHEMA_FILE, schemaText, servedDocument } from './schema-file';

/** The first line where two texts differ, as `line N: <committed> → <generated>`; '' when they are equal. */
function firstDifference(committed: string, generated: string): string {
  const a = committed.split('\n');
  const b = generated.split('\n');
  const at = a.findIndex((line, i) => line !== b[i]);
  const i = at === -1 ? (a.length === b.length ? -1 : a.length) : at;
  return i === -1 ? '' : `line ${i + 1}: ${a[i]?.trim() ?? '(end)'} → ${b[i]?.trim() ?? '(end)'}`;
}

describe('src/schema.d.ts', () => {
  it('is what the generator writes from the document the server serves now', async () => {
    const generated = await schemaText(await servedDocument());
    const committed = await readFile(SCHEMA_FILE, 'utf8');
    const difference = firstDifference(committed, generated);
    expect(difference, `the API changed: run \`${GENERATE_COMMAND}\` and commit src/schema.d.ts`).toBe('');
  }, 60_000);
});
