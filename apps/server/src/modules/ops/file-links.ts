import type { Queryable } from '../../db/client';
import { AppError } from '../../platform/errors';
import { newToken, sha256 } from '../../platform/secrets';

/** How long a document link opens the document (an <iframe> PDF viewer asks for it more than once). */
export const FILE_LINK_MINUTES = 5;

/** What a link opens: a document (`fileId`) of a record (`submissionId`: a KYB submission, a top-up). */
export interface LinkedFile {
  submissionId: string;
  fileId: string;
}

/**
 * A short-lived link to a document for an operator (`ops_file_links`): answers the token, shown once
 * in the link's address; only its hash is kept. Expired links are dropped on the way.
 */
export async function issueFileLink(
  tx: Queryable,
  operatorId: string,
  file: LinkedFile,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + FILE_LINK_MINUTES * 60_000);
  await tx.query(
    `INSERT INTO ops_file_links (token_hash, operator_id, submission_id, file_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [sha256(token), operatorId, file.submissionId, file.fileId, now, expiresAt],
  );
  await tx.query('DELETE FROM ops_file_links WHERE expires_at < $1', [now]);
  return { token, expiresAt };
}

/** The document a link opens, or 404 (unknown or expired link). */
export async function linkedFile(q: Queryable, token: string, now: Date): Promise<LinkedFile> {
  const [link] = await q.query<{ submission_id: string; file_id: string }>(
    'SELECT submission_id, file_id FROM ops_file_links WHERE token_hash = $1 AND expires_at > $2',
    [sha256(token), now],
  );
  if (!link) throw new AppError(404, 'file_link_expired');
  return { submissionId: link.submission_id, fileId: link.file_id };
}
