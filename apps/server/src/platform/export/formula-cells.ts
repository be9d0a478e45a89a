/**
 * What makes a spreadsheet read a text cell as a formula (OWASP, CSV injection, CWE-1236): a first
 * character `=`, `+`, `-`, `@`, a tab or a carriage return (`=HYPERLINK(…)`, `-11-1` summed to -12).
 */
const FORMULA_STARTS: readonly number[] = ['=', '+', '-', '@', '\t', '\r'].map((c) => c.charCodeAt(0));
const formulaStarts = new Set(FORMULA_STARTS);

/**
 * A text cell as a spreadsheet file holds it: one that would begin a formula is written behind a
 * single quote, which keeps it text (OWASP's rule). Only text cells: amounts stay numbers, so the
 * writers pass their amount columns by, however they begin (`-100.000000`).
 */
export const neutralCell = (text: string): string =>
  formulaStarts.has(text.charCodeAt(0)) ? `'${text}` : text;

/** The same rule in SQL, for a text column that PostgreSQL writes itself (COPY); NULL stays NULL. */
export const neutralCellSql = (column: string): string =>
  `CASE WHEN ascii(${column}) IN (${FORMULA_STARTS.join(', ')}) THEN '''' || ${column} ELSE ${column} END`;
