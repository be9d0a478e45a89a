/** A cell that holds a formula (XLSX): its value is not taken. */
export const FORMULA: unique symbol = Symbol('formula');
export type Cell = string | typeof FORMULA;

/** One row of a file: its number as a spreadsheet shows it (1 is the first line), its cells in order. */
export interface SheetRow {
  number: number;
  cells: Cell[];
}

/** A row with no text in any cell (a blank line) is passed over. */
export const isBlank = (row: SheetRow) => row.cells.every((c) => typeof c === 'string' && c.trim() === '');
