import { identifier, type TypedValue } from './insert-rows';
import type { Bind } from './shared-statements';

/**
 * What the one statement of a money route checks of a caller answered from memory: a boolean
 * database function the caller's module defines (e.g. `session_is_live`) and its arguments. When it
 * answers false nothing is written and the caller is checked against the database again.
 */
export interface PrincipalConfirmation {
  check: string;
  args: readonly TypedValue[];
}

/** The SQL expression of a confirmation, its arguments bound. */
export function confirmationSql(c: PrincipalConfirmation, bind: Bind): string {
  return `${identifier(c.check)}(${c.args.map(([value, type]) => `${bind(value)}::${type}`).join(', ')})`;
}
