import { uploadMimes } from '../file-types';

/**
 * Bank statements of a top-up: what may be uploaded, recognised by content (never by name). Archives
 * are accepted as they are and never opened.
 */

/** Every type an upload may be: PDF, JPG/JPEG, PNG, BMP, and ZIP or RAR archives. */
export const topupStatementMimes = uploadMimes;
export type TopupStatementMime = (typeof topupStatementMimes)[number];

export const TOPUP_STATEMENT_MAX_BYTES = 10 * 1024 * 1024;
export const topupStatementExtensions = ['.pdf', '.jpg', '.jpeg', '.png', '.bmp', '.zip', '.rar'] as const;
/** The multipart part that carries the statement. */
export const TOPUP_STATEMENT_PART = 'statement';
