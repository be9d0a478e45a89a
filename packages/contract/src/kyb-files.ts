import { SNIFF_BYTES, sanitizeFileName, sniffAccepted } from './file-types';

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
export const KYB_SNIFF_BYTES = SNIFF_BYTES;

/**
 * The type of a document from its first bytes (at least KYB_SNIFF_BYTES, or the whole file when shorter),
 * or null when it is none of the accepted ones. Names and declared types are never trusted.
 */
export const sniffKybFile = (head: Uint8Array): KybMime | null => sniffAccepted(head, kybMimes);

/** A document's name fit for display (see `sanitizeFileName`). */
export const sanitizeKybFileName = (name: string): string => sanitizeFileName(name);
