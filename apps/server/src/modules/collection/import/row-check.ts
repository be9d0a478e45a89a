import {
  collectionAccountFields,
  type ImportColumn,
  importColumns,
  issueKey,
  type MessageKey,
  safeParseInput,
  toMinor,
} from '@mc/contract';
import type { Catalogue } from '../../crypto';
import type { NewCollectionAccount } from '../account-rows';
import type { ColumnMap } from './headings';
import { FORMULA, type SheetRow } from './sheet-rows';

/** One problem of one row (or of the file, `column` null): a message key and its parameters. */
export interface RowProblem {
  row: number;
  column: ImportColumn | null;
  code: MessageKey;
  params: Record<string, string | number>;
}

/** A row's account when it has no problem; its reference whenever the reference itself is right. */
export type RowCheck =
  | { account: NewCollectionAccount; ref: string; problems: [] }
  | { account: null; ref: string | null; problems: RowProblem[] };

/** Columns a person may type in either case: their values are codes in capitals. */
const CODES = new Set<ImportColumn>(['asset', 'network']);

/**
 * Checks one data row with the contract's field schemas (the form's rules), then against the
 * catalogue: the asset on that network, the expected amount within the asset's decimals. Every
 * column with a problem is named; a formula is a problem of its cell.
 */
export function rowChecker(catalogue: Catalogue) {
  return (row: SheetRow, columns: ColumnMap): RowCheck => {
    const problems: RowProblem[] = [];
    const problem = (column: ImportColumn, code: MessageKey, params: RowProblem['params'] = {}) =>
      problems.push({ row: row.number, column, code, params });
    const values: Partial<Record<ImportColumn, string | undefined>> = {};
    for (const column of importColumns) {
      const at = columns.get(column);
      const cell = at === undefined ? '' : (row.cells[at] ?? '');
      if (cell === FORMULA) {
        problem(column, 'import_formula');
        continue;
      }
      const text = CODES.has(column) ? cell.trim().toUpperCase() : cell;
      const optional = column === 'expected_amount' || column === 'remark';
      const parsed = safeParseInput(
        collectionAccountFields[column],
        optional && !text.trim() ? undefined : text,
      );
      if (parsed.success) values[column] = parsed.data;
      else {
        const { key, params } = issueKey(parsed.issues[0]!);
        problem(column, key, params);
      }
    }
    const { asset, network, expected_amount: amount } = values;
    if (asset && network && !catalogue.networks.get(network)?.assets.has(asset)) {
      problem('network', 'network_invalid');
    }
    const decimals = asset ? (catalogue.decimals.get(asset) ?? 6) : 6;
    const minor = amount === undefined ? null : toMinor(amount, decimals);
    if (amount !== undefined && minor === null) problem('expected_amount', 'amount_precision', { decimals });
    if (problems.length) return { account: null, ref: values.customer_ref ?? null, problems };
    return {
      ref: values.customer_ref!,
      account: {
        customer_name: values.customer_name!,
        customer_ref: values.customer_ref!,
        email: values.email!,
        asset: asset!,
        network: network!,
        expected_amount: minor,
        remark: values.remark || null,
      },
      problems: [],
    };
  };
}
