/** Characters a file name may not hold on common systems (path separators, reserved). */
const UNSAFE = /[/\\?%*:|"<>]/g;
/** Control characters are dropped. */
const isPrintable = (c: string) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f;

function decodeExtended(value: string): string | null {
  // RFC 5987: charset'language'percent-encoded
  const match = /^([\w-]*)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  try {
    return decodeURIComponent(match[2] ?? '');
  } catch {
    return null;
  }
}

function unquote(value: string): string {
  const text = value.trim();
  return text.startsWith('"') && text.endsWith('"') && text.length >= 2
    ? text.slice(1, -1).replace(/\\(.)/g, '$1')
    : text;
}

/**
 * The file name a `Content-Disposition` header gives (`filename*` preferred over `filename`), made safe
 * to save; `fallback` when the header is missing or names none.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const params = new Map<string, string>();
  for (const part of header.match(/(?:[^;"]|"(?:\\.|[^"\\])*")+/g) ?? []) {
    const at = part.indexOf('=');
    if (at > 0) params.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const extended = params.get('filename*');
  const plain = params.get('filename');
  const name = (extended && decodeExtended(unquote(extended))) || (plain && unquote(plain)) || '';
  const safe = [...name.replace(UNSAFE, '_')].filter(isPrintable).join('').trim();
  return safe && !/^\.+$/.test(safe) ? safe : fallback;
}
