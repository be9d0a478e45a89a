import zlib from 'node:zlib';
import yauzl from 'yauzl';

/** An entry of a ZIP archive as it is stored: raw deflate bytes, and the sizes its headers declare. */
export interface StoredEntry {
  name: string;
  deflated: Buffer;
  /** The unpacked size the headers declare (a hostile file may lie). */
  size: number;
  crc32: number;
}

/** The files of a ZIP archive as stored (their deflate bytes, not unpacked; folders left out). */
export async function storedEntries(zip: Buffer): Promise<StoredEntry[]> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const out: StoredEntry[] = [];
  for await (const e of file.eachEntry()) {
    if (e.fileName.endsWith('/')) continue;
    if (e.compressionMethod !== 8) throw new Error(`${e.fileName}: not deflated`);
    const chunks: Buffer[] = [];
    for await (const c of await file.openReadStreamPromise(e, { decompress: false }))
      chunks.push(c as Buffer);
    out.push({ name: e.fileName, deflated: Buffer.concat(chunks), size: e.uncompressedSize, crc32: e.crc32 });
  }
  return out;
}

/**
 * `count` × 16 MiB of zeros as raw deflate (about 16 KB a piece): one piece deflated with a full
 * flush (byte-aligned, no reference back) repeated, then an empty last block.
 */
export function deflatedZeros(count: number): { deflated: Buffer; size: number } {
  const piece = zlib.deflateRawSync(Buffer.alloc(16 * 2 ** 20), {
    level: 9,
    finishFlush: zlib.constants.Z_FULL_FLUSH,
  });
  const last = zlib.deflateRawSync(Buffer.alloc(0));
  return { deflated: Buffer.concat([...Array(count).fill(piece), last]), size: count * 16 * 2 ** 20 };
}

/** A header: its signature, then each field at its offset (2 or 4 bytes, little-endian). */
function header(signature: number, size: number, fields: [at: number, bytes: 2 | 4, value: number][]) {
  const b = Buffer.alloc(size);
  b.writeUInt32LE(signature, 0);
  for (const [at, bytes, value] of fields) b.writeUIntLE(value >>> 0, at, bytes);
  return b;
}

/** A ZIP archive of these entries (deflated, no data descriptors, no ZIP64). */
export function zipOf(entries: StoredEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    // version, method 8 (deflate), CRC-32, packed size, unpacked size, name length
    const sizes = (at: number): [number, 2 | 4, number][] => [
      [at, 4, e.crc32],
      [at + 4, 4, e.deflated.length],
      [at + 8, 4, e.size],
      [at + 12, 2, name.length],
    ];
    const local = header(0x04034b50, 30, [[4, 2, 20], [8, 2, 8], ...sizes(14)]);
    const central = header(0x02014b50, 46, [
      [4, 2, 20],
      [6, 2, 20],
      [10, 2, 8],
      ...sizes(16),
      [42, 4, offset],
    ]);
    locals.push(local, name, e.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const fields: [number, 2 | 4, number][] = [
    [8, 2, entries.length],
    [10, 2, entries.length],
    [12, 4, directory.length],
    [16, 4, offset],
  ];
  return Buffer.concat([...locals, directory, header(0x06054b50, 22, fields)]);
}

/**
 * A real workbook (`book`, an XLSX file) with a zip bomb added as `part`: 250 × 16 MiB of zeros
 * (3.9 GiB) deflated into some 4 MB. Its headers declare `declared` bytes (default the truth).
 */
export async function withZipBomb(book: Buffer, part: string, declared?: number): Promise<Buffer> {
  const zeros = deflatedZeros(250);
  const entries = (await storedEntries(book)).filter((e) => e.name !== part);
  const bomb = { name: part, deflated: zeros.deflated, size: declared ?? zeros.size, crc32: 0 };
  return zipOf([...entries, bomb]);
}
