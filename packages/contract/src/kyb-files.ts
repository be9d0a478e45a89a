/**
 * KYB documents: what may be uploaded, recognised by content. The server enforces these rules;
 * the console runs the same checks before uploading so that a person learns early.
 */

/** Multipart part names of an upload, one per kind of document. */
export const kybFileKinds = ['legal_id_photo', 'business_licence_photo', 'other_documents'] as const;
export type KybFileKind = (typeof kybFileKinds)[number];
/** A submission needs at least one document of each of these kinds. */
export const kybRequiredFileKinds: readonly KybFileKind[] = ['legal_id_photo', 'business_licence_photo'];

export const kybMimes = ['application/pdf', 'image/jpeg', 'image/png', 'image/bmp'] as const;
export type KybMime = (typeof kybMimes)[number];

export const KYB_MAX_FILES = 5;
export const KYB_MAX_TOTAL_BYTES = 10 * 1024 * 1024;
export const kybAcceptedExtensions = ['.pdf', '.jpg', '.jpeg', '.png', '.bmp'] as const;

/** How many leading bytes `sniffKybFile` needs to decide. */
export const KYB_SNIFF_BYTES = 18;

const startsWith = (bytes: Uint8Array, sig: readonly number[]) =>
  bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);

/** Sizes of the BMP info headers in use (OS/2 1.x, Windows 3.x, the V2-V5 variants). */
const BMP_INFO_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/**
 * The type of a document from its first bytes (at least KYB_SNIFF_BYTES, or the whole file when shorter),
 * or null when it is none of the accepted ones. Names and declared types are never trusted.
 */
export function sniffKybFile(head: Uint8Array): KybMime | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x42, 0x4d]) && head.length >= KYB_SNIFF_BYTES) {
    // "BM" alone is too weak: the reserved words must be zero and the info header size a known one.
    const word = (i: number) => (head[i] ?? 0) | ((head[i + 1] ?? 0) << 8);
    const infoSize = word(14) + word(16) * 0x10000;
    if (word(6) === 0 && word(8) === 0 && BMP_INFO_HEADER_SIZES.has(infoSize)) return 'image/bmp';
  }
  return null;
}

/**
 * A file name fit for display: the last path segment only, without control or markup characters,
 * at most 120 characters (the extension kept). It never takes part in where a file is stored.
 */
export function sanitizeKybFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return 'document';
  if (cleaned.length <= 120) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 6 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 120 - ext.length) + ext;
}
