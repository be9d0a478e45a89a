/**
 * Exports of lists as files (CSV and XLSX), streamed batch by batch: the writers, the file and the
 * route that answers it, and the rule that keeps a text cell from being read as a formula. The
 * transaction history and the collection accounts export through it.
 */
export { csvChunks, csvLine } from './csv';
export { type ExportFile, exportContentTypes, mountFileRoute } from './file';
export { neutralCell, neutralCellSql } from './formula-cells';
export { SHEET_ROWS, type SheetLayout, xlsxStream } from './xlsx';
