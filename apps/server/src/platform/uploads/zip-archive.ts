import { pipeline, type Readable, Transform, type TransformCallback } from 'node:stream';
import type yauzl from 'yauzl';

/** What an uploaded archive may hold, as its central directory declares it and as it unpacks. */
export interface ArchiveLimits {
  /** Bytes all its entries together may unpack into, as declared and as counted while they unpack. */
  maxUnpackedBytes: number;
  /** Entries it may hold. */
  maxEntries: number;
  /** Largest declared size of an entry over its packed size (entries past MIN_RATIO_BYTES). */
  maxRatio: number;
}

/** Entries smaller than this are not held to the ratio: a little XML may pack very tightly. */
const MIN_RATIO_BYTES = 1024 * 1024;

/** How an archive is refused: one that does not read, one that unpacks into too much. */
export interface ArchiveRefusals {
  unreadable: () => Error;
  tooLarge: () => Error;
}

/** An archive read from its central directory: its entries' names, each unpacked only when opened. */
export interface ZipArchive {
  names: ReadonlySet<string>;
  /**
   * The unpacked bytes of an entry, null if it has none of that name. The stream fails with
   * `tooLarge()` past the archive's allowance (all opened entries together, counted as they unpack,
   * whatever the headers say), with `unreadable()` when an entry does not unpack to its declared size.
   */
  open(name: string): Promise<Readable | null>;
  /** The refusal an opened entry failed with, if any (a parser may wrap or swallow it). */
  readonly refused: Error | null;
  close(): void;
}

/**
 * Opens a ZIP archive held in memory (an upload, already capped in size) by its central directory,
 * before anything is unpacked: `tooLarge()` when its entries declare more bytes than allowed in all,
 * or an entry declares a ratio no real file has (a zip bomb), or it holds too many entries;
 * `unreadable()` when it is not a ZIP archive.
 */
export async function openZipArchive(
  bytes: Buffer,
  limits: ArchiveLimits,
  refusals: ArchiveRefusals,
): Promise<ZipArchive> {
  let refused: Error | null = null;
  const refuse = (why: () => Error) => {
    refused ??= why();
    return refused;
  };
  let zip: yauzl.ZipFile;
  try {
    // the ZIP reader loads with the first archive uploaded
    const { default: reader } = await import('yauzl');
    zip = await reader.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw refuse(refusals.unreadable);
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    if (zip.entryCount > limits.maxEntries) throw refuse(refusals.tooLarge);
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      const absurd = entry.uncompressedSize > MIN_RATIO_BYTES && ratio > limits.maxRatio;
      if (declared > limits.maxUnpackedBytes || absurd) throw refuse(refusals.tooLarge);
      entries.set(entry.fileName, entry);
    }
  } catch {
    zip.close();
    throw refuse(refusals.unreadable);
  }
  let left = limits.maxUnpackedBytes;
  const counter = () =>
    new Transform({
      transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
        left -= chunk.length;
        done(left < 0 ? refuse(refusals.tooLarge) : null, chunk);
      },
    });
  return {
    names: new Set(entries.keys()),
    get refused() {
      return refused;
    },
    async open(name) {
      const entry = entries.get(name);
      if (!entry) return null;
      let unpacked: Readable;
      try {
        unpacked = await zip.openReadStreamPromise(entry);
      } catch {
        throw refuse(refusals.unreadable);
      }
      // On any failure both streams are destroyed: inflating stops there.
      return pipeline(unpacked, counter(), (err) => {
        if (err) refuse(refusals.unreadable);
      });
    },
    close: () => zip.close(),
  };
}
