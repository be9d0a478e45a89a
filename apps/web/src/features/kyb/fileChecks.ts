import {
  KYB_MAX_FILES,
  KYB_MAX_TOTAL_BYTES,
  KYB_SNIFF_BYTES,
  type KybMime,
  type Lang,
  sniffKybFile,
  t,
} from '@mc/contract';

/** What the checks need of a chosen file: its name, size and first bytes. */
export interface ChosenFile {
  name: string;
  size: number;
  head: Uint8Array;
}

export type FileCheck = { ok: true; mimes: KybMime[] } | { ok: false; message: string };

export const MAX_MB = KYB_MAX_TOTAL_BYTES / (1024 * 1024);

/** The first bytes of a file, enough to tell its type. */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, KYB_SNIFF_BYTES).arrayBuffer());
}

/**
 * The server's upload rules, run before uploading so that a person learns at once (the server
 * checks again and decides): type by content, no empty files, no paths in names, at most
 * KYB_MAX_FILES files and KYB_MAX_TOTAL_BYTES in total with what the draft already holds.
 * Messages are the server's, from the shared catalogue.
 */
export function checkKybFiles(
  held: { files: number; bytes: number },
  chosen: ChosenFile[],
  lang: Lang,
): FileCheck {
  const mimes: KybMime[] = [];
  for (const file of chosen) {
    if (/[/\\]/.test(file.name))
      return { ok: false, message: t('kyb_file_name_invalid', lang, { name: file.name }) };
    if (file.size === 0) return { ok: false, message: t('kyb_file_empty', lang, { name: file.name }) };
    const mime = sniffKybFile(file.head);
    if (!mime) return { ok: false, message: t('kyb_file_type', lang, { name: file.name }) };
    mimes.push(mime);
  }
  if (held.files + chosen.length > KYB_MAX_FILES) {
    return { ok: false, message: t('kyb_too_many_files', lang, { max: KYB_MAX_FILES }) };
  }
  const total = chosen.reduce((sum, f) => sum + f.size, held.bytes);
  if (total > KYB_MAX_TOTAL_BYTES)
    return { ok: false, message: t('kyb_total_too_large', lang, { max: MAX_MB }) };
  return { ok: true, mimes };
}
