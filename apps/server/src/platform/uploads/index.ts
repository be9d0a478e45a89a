/**
 * Uploads read as a stream: each file's type decided by its first bytes among what the upload
 * accepts, its size capped, its bytes stored through the `BlobStore` rail; stored files sent back
 * as themselves. KYB documents and top-up statements both use it.
 */
export { FileInspector, type UploadRules } from './inspect';
export { type MultipartLimits, uploadScope } from './scope';
export { contentDisposition, sendDocument, sendLinkedDocument } from './send';
export { nameProblem, type ReaderMessages, readerFailure, storeInspected } from './store';
export { type ArchiveLimits, type ArchiveRefusals, openZipArchive, type ZipArchive } from './zip-archive';
