import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { type MessageKey, SNIFF_BYTES } from '@mc/contract';
import { fail } from '../errors';

/** What an upload accepts and how its refusals read. */
export interface UploadRules<M extends string> {
  /**
   * The file's type from its first bytes (SNIFF_BYTES, or the whole file when shorter), null for a
   * type the upload refuses (`sniffAccepted` for the signatures of the contract's `uploadMimes`).
   */
  sniff(head: Uint8Array): M | null;
  /** Shown as `{max}` MB in the "too large" message. */
  maxBytes: number;
  messages: { tooLarge: MessageKey; empty: MessageKey; type: MessageKey };
}

/**
 * Passes a file through while checking it: its type by its first bytes (nothing is passed on before
 * the type is known, so a refused file never reaches storage) and its size against the allowance
 * (the stream fails at the first byte over it). An archive is passed on as bytes, never opened.
 * It also keeps the SHA-256 of the bytes (a request's fingerprint).
 */
export class FileInspector<M extends string> extends Transform {
  mime: M | null = null;
  size = 0;
  private head: Buffer[] = [];
  private headSize = 0;
  private readonly hash = createHash('sha256');

  constructor(
    private readonly field: string,
    private readonly name: string,
    private readonly allowance: number,
    private readonly rules: UploadRules<M>,
  ) {
    super();
  }

  /** The SHA-256 of the bytes passed (hex), once the stream has ended. */
  digest(): string {
    return this.hash.copy().digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.allowance) {
      const max = this.rules.maxBytes / (1024 * 1024);
      done(fail.field(this.field, this.rules.messages.tooLarge, { max }));
      return;
    }
    this.hash.update(chunk);
    if (this.mime) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headSize += chunk.length;
    if (this.headSize < SNIFF_BYTES) {
      done();
      return;
    }
    this.decide(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.size === 0) {
      done(fail.field(this.field, this.rules.messages.empty, { name: this.name }));
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
    this.mime = this.rules.sniff(head);
    if (!this.mime) {
      done(fail.field(this.field, this.rules.messages.type, { name: this.name }));
      return;
    }
    done(null, head);
  }
}
