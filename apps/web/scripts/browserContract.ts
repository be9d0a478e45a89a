/**
 * The shared contract as the browser's builds take it. The contract declares, at module level, the
 * schemas the server validates with and the route records it mounts; the browser reads few of them
 * (a form's schema, an area's list of statuses, a route's method and path). Two rewrites let the
 * bundler leave the rest out:
 * - each `route({...})` keeps what the client reads (method, path, access, permission, whether it is
 *   idempotent) and loses its schemas and texts (`SERVER_ONLY_FIELDS`), and a module that was imported
 *   whole for them (`import * as auth from './auth'`) is no longer imported;
 * - each module-level `const` whose value is computed is computed by a call marked pure, so that a
 *   value nothing reads is left out, where a schema built by calls was kept because a call may do
 *   something (a module taken for its list of statuses brought every schema declared beside it, and
 *   the schema library with them: some 90 KB on the overview's first load).
 * A value that is read is computed as before, when its module runs. Types are untouched: they come
 * from the sources; neither the server, its render of the public pages nor the tests see this.
 */
import { type Plugin, parseSync } from 'vite';

/** The fields of a route record the browser never reads. */
export const SERVER_ONLY_FIELDS: ReadonlySet<string> = new Set([
  'body',
  'query',
  'data',
  'params',
  'example',
  'multipart',
  'summary',
  'tag',
]);

const CONTRACT_SOURCE = /packages[\\/]contract[\\/]src[\\/][^?]*\.ts$/;

/** Values that compute nothing when they are made: left as they are. */
const ALREADY_PURE = new Set([
  'Literal',
  'TemplateLiteral',
  'ArrowFunctionExpression',
  'FunctionExpression',
  'Identifier',
]);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function each(node: Node, visit: (n: Node) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) each(item, visit);
    if (isNode(value)) each(value, visit);
  }
}

/** The record's properties: those of `route({...})`'s object literal, or none. */
function recordProperties(call: Node): Node[] {
  const callee = call.callee as Node | undefined;
  if (call.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'route') return [];
  const [record] = call.arguments as Node[];
  return record?.type === 'ObjectExpression' ? (record.properties as Node[]) : [];
}

/** Removes each server-only field of a route record, with the comma after it. */
function recordEdits(program: Node, code: string): Edit[] {
  const edits: Edit[] = [];
  each(program, (node) => {
    for (const property of recordProperties(node)) {
      const key = property.key as Node | undefined;
      if (property.type !== 'Property' || key?.type !== 'Identifier') continue;
      if (!SERVER_ONLY_FIELDS.has(key.name as string)) continue;
      const comma = code.slice(property.end).match(/^\s*,/);
      edits.push({ start: property.start, end: property.end + (comma ? comma[0].length : 0), text: '' });
    }
  });
  return edits;
}

/** Wraps each module-level `const`'s computed value in a call marked pure. */
function valueEdits(program: Node, code: string): Edit[] {
  const edits: Edit[] = [];
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (!init || ALREADY_PURE.has(init.type)) continue;
      const value = code.slice(init.start, init.end);
      edits.push({ start: init.start, end: init.end, text: `/* @__PURE__ */ (() => (${value}))()` });
    }
  }
  return edits;
}

/** `code` rewritten for the browser; null when nothing changes. */
export function forTheBrowser(code: string, file: string): string | null {
  const { program, errors } = parseSync(file, code);
  if (errors.length > 0) return null;
  const root = program as unknown as Node;
  // a record's edits lie inside a value's: made first, on the text the value's edit then wraps
  let out = applyEdits(code, recordEdits(root, code));
  const records = out !== code;
  if (records) {
    // a module imported whole for its schemas is no longer imported when nothing of it is read
    out = out.replace(/^import \* as (\w+) from '[^']+';\n/gm, (line, name: string) =>
      new RegExp(`\\b${name}\\.`).test(out) ? line : '',
    );
  }
  const parsed = records ? (parseSync(file, out).program as unknown as Node) : root;
  const wrapped = applyEdits(out, valueEdits(parsed, out));
  return wrapped === code ? null : wrapped;
}

function applyEdits(code: string, edits: Edit[]): string {
  let out = code;
  // from the end, so that each edit's offsets still hold
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** The plugin, for the browser's builds (not the server's render, not tests: they see the sources). */
export function browserContractPlugin(): Plugin {
  return {
    name: 'mc-browser-contract',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id)) return null;
      const rewritten = forTheBrowser(code, id);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
