import { identifier, type TypedValue } from './insert-rows';
import type { Bind } from './shared-statements';

/**
 * What the one statement of a money route checks of a caller answered from memory: that the view
 * `relation` its module defines (e.g. `live_sessions`) has a row whose `equal` columns hold these
 * values and whose `later` columns are past these. When there is none nothing is written and the
 * caller is checked against the database again.
 */
export interface PrincipalConfirmation {
  relation: string;
  equal: Readonly<Record<string, TypedValue>>;
  later?: Readonly<Record<string, TypedValue>>;
}

/** The SQL condition of a confirmation, its values bound. */
export function confirmationSql(c: PrincipalConfirmation, bind: Bind): string {
  const test = (op: string, columns: Readonly<Record<string, TypedValue>>) =>
    Object.entries(columns).map(
      ([name, [value, type]]) => `${identifier(name)} ${op} ${bind(value)}::${type}`,
    );
  const tests = [...test('=', c.equal), ...test('>', c.later ?? {})];
  return `EXISTS (SELECT 1 FROM ${identifier(c.relation)} WHERE ${tests.join(' AND ')})`;
}
