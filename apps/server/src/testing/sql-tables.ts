import ts from 'typescript';

/** The text of every string and template literal of a TypeScript source (where its SQL is). */
export function literalTexts(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      out.push(node.head.text);
      for (const span of node.templateSpans) out.push(span.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const SQL_NAME = /\b(?:from|join|update|into|table|references|on)\s+([a-z_][a-z0-9_]*)/gi;

/** The tables of `known` that SQL text names after FROM, JOIN, UPDATE, INTO, TABLE, REFERENCES or ON. */
export function tablesNamed(sql: string, known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const m of sql.matchAll(SQL_NAME)) {
    const name = m[1]!.toLowerCase();
    if (known.has(name)) found.add(name);
  }
  return [...found].sort();
}
