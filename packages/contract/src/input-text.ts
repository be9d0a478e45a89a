import type { z } from 'zod';

/**
 * Control characters no text of a request may carry: NUL (which PostgreSQL cannot store) and the C0
 * and C1 controls, except tab, line feed and carriage return, which people paste into text areas.
 * A field that must stay on one line says so in its own schema.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const hasControlCharacter = (text: string) => CONTROL.test(text);

/** Where a walk of the input stops looking: deeper input is refused by the schemas anyway. */
const MAX_DEPTH = 64;

/**
 * One issue per text of `data` (a value or a key, at any depth) that holds a control character,
 * each naming where it is. The walk keeps its own stack, so no input can exhaust the call stack.
 */
export function controlCharacterIssues(data: unknown): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: data, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (CONTROL.test(value)) issues.push({ code: 'custom', message: 'invalid_chars', path, input: value });
      continue;
    }
    if (value === null || typeof value !== 'object' || path.length >= MAX_DEPTH) continue;
    for (const [key, child] of Object.entries(value)) {
      const at = Array.isArray(value) ? [...path, Number(key)] : [...path, key];
      if (!Array.isArray(value) && CONTROL.test(key)) {
        issues.push({ code: 'custom', message: 'invalid_chars', path: at, input: key });
        continue;
      }
      stack.push({ value: child, path: at });
    }
  }
  return issues.reverse();
}

export type InputResult<T> = { success: true; data: T } | { success: false; issues: z.core.$ZodIssue[] };

/**
 * How every request part is validated: refused when any text holds a control character (each such
 * field named), otherwise parsed by its schema (`reportInput`, so a wrong type reads apart from a
 * missing value).
 */
export function safeParseInput<S extends z.ZodType>(schema: S, data: unknown): InputResult<z.output<S>> {
  const control = controlCharacterIssues(data);
  if (control.length) return { success: false, issues: control };
  const result = schema.safeParse(data, { reportInput: true });
  return result.success
    ? { success: true, data: result.data }
    : { success: false, issues: result.error.issues };
}
