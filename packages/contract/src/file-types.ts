/**
 * Uploaded files recognised by their first bytes. Names and declared types are never trusted; each
 * upload accepts a subset of these types (KYB documents, bank statements).
 */

export const uploadMimes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/bmp',
  'application/zip',
  'application/vnd.rar',
] as const;
export type UploadMime = (typeof uploadMimes)[number];

/** How many leading bytes `sniffUpload` needs to decide. */
export const SNIFF_BYTES = 18;

const startsWith = (bytes: Uint8Array, sig: readonly number[]) =>
  bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);

/** Sizes of the BMP info headers in use (OS/2 1.x, Windows 3.x, the V2-V5 variants). */
const BMP_INFO_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

function isBmp(head: Uint8Array): boolean {
  if (!startsWith(head, [0x42, 0x4d]) || head.length < SNIFF_BYTES) return false;
  // "BM" alone is too weak: the reserved words must be zero and the info header size a known one.
  const word = (i: number) => (head[i] ?? 0) | ((head[i + 1] ?? 0) << 8);
  const infoSize = word(14) + word(16) * 0x10000;
  return word(6) === 0 && word(8) === 0 && BMP_INFO_HEADER_SIZES.has(infoSize);
}

/**
 * The type of a file from its first bytes (at least SNIFF_BYTES, or the whole file when shorter), or
 * null when it is none of the known ones. An archive is recognised by its signature only: never opened.
 */
export function sniffUpload(head: Uint8Array): UploadMime | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (isBmp(head)) return 'image/bmp';
  // PK\3\4 (a local file header), PK\5\6 (an empty archive), PK\7\8 (a spanned one)
  for (const sig of [
    [0x50, 0x4b, 0x03, 0x04],
    [0x50, 0x4b, 0x05, 0x06],
    [0x50, 0x4b, 0x07, 0x08],
  ]) {
    if (startsWith(head, sig)) return 'application/zip';
  }
  // Rar!\x1a\x07\x00 (RAR 4) or Rar!\x1a\x07\x01\x00 (RAR 5)
  if (startsWith(head, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00])) return 'application/vnd.rar';
  if (startsWith(head, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00])) return 'application/vnd.rar';
  return null;
}

/** The type of a file among `accepted`, or null. */
export function sniffAccepted<M extends UploadMime>(head: Uint8Array, accepted: readonly M[]): M | null {
  const mime = sniffUpload(head);
  return mime && (accepted as readonly UploadMime[]).includes(mime) ? (mime as M) : null;
}

/**
 * A file name fit for display: the last path segment only, without control or markup characters,
 * at most 120 characters (the extension kept). It never takes part in where a file is stored.
 */
export function sanitizeFileName(name: string, fallback = 'document'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= 120) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 6 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 120 - ext.length) + ext;
}
