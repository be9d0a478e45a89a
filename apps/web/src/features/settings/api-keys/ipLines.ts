import type { FieldError } from '@mc/contract';

/** The allow-list's textarea: one entry per line, blank lines ignored. */
export function ipLines(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export const ipText = (list: readonly string[]) => list.join('\n');

const ENTRY = /^ip_allow\.(\d+)$/;

/**
 * Errors on single entries (`ip_allow.2`, from the server or the contract's schema) put on the
 * textarea, each naming the line at fault; other errors are kept as they are.
 */
export function onIpTextarea(errors: readonly FieldError[], lines: readonly string[]): FieldError[] {
  return errors.map((e) => {
    const index = ENTRY.exec(e.field)?.[1];
    if (index === undefined) return e;
    const line = lines[Number(index)];
    return { field: 'ip_allow', message: line ? `${line}: ${e.message}` : e.message };
  });
}
