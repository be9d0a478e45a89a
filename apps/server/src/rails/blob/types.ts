import type { Readable } from 'node:stream';

/**
 * Bytes kept outside the database under keys the server makes up (KYB documents now; statements and
 * top-up uploads next). Implementations: files under a folder (`fs.ts`) or an S3-compatible object
 * store (`s3.ts`); `blobStoreOf` (choose.ts) picks one from the settings.
 */
export interface BlobStore {
  /** Writes the stream under `key`; when the stream fails nothing is left behind. */
  put(key: string, body: Readable): Promise<{ size: number }>;
  /** The stored bytes as a stream, or null when the key holds nothing. */
  get(key: string): Promise<{ size: number; stream: Readable } | null>;
  /** Removes the bytes; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
}
