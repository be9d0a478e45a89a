import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { BARRELS } from './barrelImports';
import { browserContractPlugin, forTheBrowser } from './browserContract';

const CONTRACT = `${dirname(BARRELS['@mc/contract'] ?? '')}/`;

/** One bundle of `entry` (a module beside the contract's), with the plugin or without it. */
async function bundle(entry: string, withPlugin: boolean): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'browser-contract-'));
  const file = join(dir, 'entry.ts');
  writeFileSync(file, entry);
  const build = await rolldown({
    input: file,
    plugins: withPlugin ? [browserContractPlugin()] : [],
    treeshake: { moduleSideEffects: [{ test: /packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }] },
    logLevel: 'silent',
  });
  const { output } = await build.generate({ format: 'esm' });
  await build.close();
  return output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

describe('the contract in the browser’s builds', () => {
  it('keeps of a route record what the client reads, and drops a module imported whole for its schemas', () => {
    const code = [
      "import * as auth from './auth';",
      "import * as kept from './kept';",
      "import { route } from './route';",
      'export const api = {',
      "  info: route({ method: 'GET', path: '/merchant/info', permission: 'account.own', access: 'merchant',",
      "    tag: 'merchant', summary: 'The logged-in merchant', data: auth.merchantInfo }),",
      "  create: route({ method: 'POST', path: '/orders', access: 'merchant', idempotent: true, body: auth.body,",
      '    query: auth.query, params: auth.params, example: { a: 1 }, multipart: { files: {} } }),',
      '};',
      'export const other = kept.value;',
      '',
    ].join('\n');
    const out = forTheBrowser(code, '/c/routes.ts') ?? '';
    expect(out).not.toMatch(/\b(tag|summary|data|body|query|params|example|multipart):/);
    expect(out).toContain(
      "method: 'GET', path: '/merchant/info', permission: 'account.own', access: 'merchant'",
    );
    expect(out).toContain('idempotent: true');
    expect(out).not.toContain("import * as auth from './auth';");
    expect(out).toContain("import * as kept from './kept';");
  });

  it('computes each module-level value through a call marked pure, literals and functions left as they are', () => {
    const code = [
      "import { z } from 'zod';",
      "export const name = z.string().min(2, { error: 'too_short' });",
      "const statuses = ['open', 'closed'] as const;",
      'export const limit = 5;',
      'export const label = `x`;',
      'export const check = (v: string) => v.length > 0;',
      'let counted = z.number();',
      '',
    ].join('\n');
    const out = forTheBrowser(code, '/c/fields.ts') ?? '';
    expect(out).toContain(
      "export const name = /* @__PURE__ */ (() => (z.string().min(2, { error: 'too_short' })))();",
    );
    expect(out).toContain("const statuses = /* @__PURE__ */ (() => (['open', 'closed'] as const))();");
    expect(out).toContain('export const limit = 5;');
    expect(out).toContain('export const label = `x`;');
    expect(out).toContain('export const check = (v: string) => v.length > 0;');
    expect(out).toContain('let counted = z.number();');
    expect(forTheBrowser('export const limit = 5;\n', '/c/limits.ts')).toBeNull();
  });

  it('leaves out of a bundle the schemas and the schema library a page does not read, with the same values', async () => {
    const entry = [
      `import { coreApi } from '${CONTRACT}core-routes';`,
      `import { preconditionReasons } from '${CONTRACT}precondition-reasons';`,
      'console.log(coreApi.info.method, coreApi.info.path, coreApi.info.permission, preconditionReasons);',
      '',
    ].join('\n');
    const before = await bundle(entry, false);
    const after = await bundle(entry, true);
    // the server's schemas are in the page without the rewrite: a merchant name's rule, Zod itself
    expect(before).toContain('merchant_name_invalid');
    expect(before).toMatch(/ZodError|\$ZodType/);
    expect(after).not.toContain('merchant_name_invalid');
    expect(after).not.toMatch(/ZodError|\$ZodType/);
    expect(after).toContain('/merchant/info');
    expect(after).toContain('account.own');
    expect(after.length).toBeLessThan(before.length / 10);
  });
});
