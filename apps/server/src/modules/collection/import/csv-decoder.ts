import { Transform, type TransformCallback } from 'node:stream';
import iconv from 'iconv-lite';

export type CsvEncoding = 'utf-8' | 'gbk';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** Bytes from the first non-ASCII one on that decide between UTF-8 and GBK. */
const DECIDE_BYTES = 4096;

interface TextDecoding {
  write(bytes: Buffer): string;
  end(): string;
}

function utf8(): TextDecoding {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return {
    write: (bytes) => decoder.decode(bytes, { stream: true }),
    end: () => decoder.decode(),
  };
}

function gbk(): TextDecoding {
  // GB18030 is GBK's superset: every GBK file reads the same, and the rarer 4-byte characters too
  const decoder = iconv.getDecoder('gb18030');
  return { write: (bytes) => decoder.write(bytes), end: () => decoder.end() ?? '' };
}

/** Whether bytes are UTF-8 (an incomplete character at their end allowed). */
function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Turns a CSV file's bytes into text, finding its encoding as they pass: a byte order mark says
 * UTF-8; otherwise ASCII passes as it is until the first other byte, and the bytes from there
 * (4 KB, or the rest of a smaller file) decide: UTF-8 when they are valid UTF-8, else GBK. A NUL
 * byte (a binary file, or UTF-16) or a later byte that is not UTF-8 after all refuses the file.
 */
export class CsvDecoder extends Transform {
  encoding: CsvEncoding | null = null;
  private decoding: TextDecoding | null = null;
  private head: Buffer[] = [];
  private held: Buffer[] = [];
  private heldSize = 0;
  private started = false;

  constructor(private readonly refusal: () => Error) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (chunk.includes(0)) {
      done(this.refusal());
      return;
    }
    try {
      done(null, this.started ? this.text(chunk) : this.start(chunk));
    } catch {
      done(this.refusal());
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      let out = this.head.length ? this.text(Buffer.concat(this.head)) : '';
      if (!this.decoding) out += this.decide();
      done(null, out + this.decoding!.end());
    } catch {
      done(this.refusal());
    }
  }

  /** The first bytes: a byte order mark says UTF-8 (and is dropped); it takes three bytes to tell. */
  private start(chunk: Buffer): string {
    this.head.push(chunk);
    const head = Buffer.concat(this.head);
    if (head.length < BOM.length) return '';
    this.head = [];
    this.started = true;
    const bom = head.subarray(0, BOM.length).equals(BOM);
    if (bom) this.decideAs('utf-8');
    return this.text(bom ? head.subarray(BOM.length) : head);
  }

  private decideAs(encoding: CsvEncoding) {
    this.encoding = encoding;
    this.decoding = encoding === 'utf-8' ? utf8() : gbk();
  }

  /** Decides on the bytes held and answers their text. */
  private decide(): string {
    const held = Buffer.concat(this.held);
    this.held = [];
    this.decideAs(held.length && !isUtf8(held) ? 'gbk' : 'utf-8');
    return this.decoding!.write(held);
  }

  private text(bytes: Buffer): string {
    if (this.decoding) return this.decoding.write(bytes);
    if (this.heldSize === 0) {
      const first = bytes.findIndex((b) => b >= 0x80);
      if (first < 0) return bytes.toString('latin1');
      this.held.push(bytes.subarray(first));
      this.heldSize = bytes.length - first;
      const ascii = bytes.subarray(0, first).toString('latin1');
      return this.heldSize >= DECIDE_BYTES ? ascii + this.decide() : ascii;
    }
    this.held.push(bytes);
    this.heldSize += bytes.length;
    return this.heldSize >= DECIDE_BYTES ? this.decide() : '';
  }
}
