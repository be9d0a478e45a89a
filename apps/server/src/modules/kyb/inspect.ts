import { Transform, type TransformCallback } from 'node:stream';
import { KYB_MAX_TOTAL_BYTES, KYB_SNIFF_BYTES, type KybMime, sniffKybFile } from '@mc/contract';
import { fail } from '../../platform/errors';

const MAX_MB = KYB_MAX_TOTAL_BYTES / (1024 * 1024);

/**
 * Passes a document through while checking it: its type by its first bytes (nothing is passed on
 * before the type is known, so a refused file never reaches storage) and its size against what is
 * left of the submission's allowance (the stream fails at the first byte over it).
 */
export class DocumentInspector extends Transform {
  mime: KybMime | null = null;
  size = 0;
  private head: Buffer[] = [];
  private headSize = 0;

  constructor(
    private readonly field: string,
    private readonly name: string,
    private readonly allowance: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.allowance) {
      done(fail.field(this.field, 'kyb_total_too_large', { max: MAX_MB }));
      return;
    }
    if (this.mime) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headSize += chunk.length;
    if (this.headSize < KYB_SNIFF_BYTES) {
      done();
      return;
    }
    this.decide(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0) {
      done(fail.field(this.field, 'kyb_file_empty', { name: this.name }));
      return;
    }
    if (this.mime) {
      done();
      return;
    }
    this.decide(done);
  }

  private decide(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.mime = sniffKybFile(head);
    if (!this.mime) {
      done(fail.field(this.field, 'kyb_file_type', { name: this.name }));
      return;
    }
    done(null, head);
  }
}
