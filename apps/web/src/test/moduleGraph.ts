import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

/** What a set of entry modules brings into the build: its source files and the packages they import. */
export interface ModuleGraph {
  /** Source files reached, relative to src/ (`/` separated, with their extension). */
  files: string[];
  /** Each package import (its specifier as written) with the file that makes it. */
  packages: { from: string; to: string }[];
}

/** The specifiers a module imports at run time: static, re-exported and dynamic; `import type` is erased. */
function runtimeSpecifiers(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      !node.importClause?.isTypeOnly &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveSource(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier);
  return (
    CANDIDATES.map((ending) => base + ending).find((path) => /\.tsx?$/.test(path) && existsSync(path)) ?? null
  );
}

/**
 * Follows every run-time import (lazy ones too: a page's later steps load with it) from `entries`
 * (paths under `srcDir`); styles and other assets are not modules here.
 */
export function moduleGraph(srcDir: string, entries: readonly string[]): ModuleGraph {
  const seen = new Set<string>();
  const packages: ModuleGraph['packages'] = [];
  const name = (path: string) => relative(srcDir, path).split(sep).join('/');
  const walk = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const specifier of runtimeSpecifiers(path)) {
      if (!specifier.startsWith('.')) packages.push({ from: name(path), to: specifier });
      else {
        const target = resolveSource(path, specifier);
        if (target) walk(target);
      }
    }
  };
  for (const entry of entries) walk(join(srcDir, entry));
  return { files: [...seen].map(name), packages };
}
