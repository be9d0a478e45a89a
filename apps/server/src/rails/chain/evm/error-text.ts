/** The error's first line, with what lies under it (e.g. "HTTP request failed: connect ECONNREFUSED …"). */
export function shortMessage(err: unknown): string {
  const e = err as { shortMessage?: unknown; message?: unknown };
  const text = typeof e?.shortMessage === 'string' ? e.shortMessage : String(e?.message ?? err);
  const root = rootCause(err);
  const under = root && !text.includes(root) ? `${text.replace(/\.$/, '')}: ${root}` : text;
  return under.split('\n')[0]!.slice(0, 300);
}

/** The message of the deepest cause of an error, when it has any. */
function rootCause(err: unknown): string | null {
  let at: unknown = err;
  for (let depth = 0; depth < 8; depth++) {
    const cause = (at as { cause?: unknown } | null)?.cause;
    if (!(cause instanceof Error)) break;
    at = cause;
  }
  if (at === err || !(at instanceof Error)) return null;
  const code = (at as { code?: unknown }).code;
  return at.message || (typeof code === 'string' ? code : null);
}
