import { type Lang, t } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { fail } from '../../platform/errors';
import { sameHash, sha256, sixDigitCode } from '../../platform/secrets';

export const CODE_TTL_SECONDS = 600;
export const RESEND_COOLDOWN_SECONDS = 60;
export const MAX_CODE_ATTEMPTS = 5;

interface CodeRow {
  id: bigint;
  code_hash: Uint8Array;
  attempts: number;
  created_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
  [key: string]: unknown;
}

function hashCode(email: string, purpose: string, code: string) {
  return sha256(`${email.toLowerCase()}|${purpose}|${code}`);
}

async function latest(db: Queryable, email: string, purpose: string, forUpdate: boolean) {
  const rows = await db.query<CodeRow>(
    `SELECT id, code_hash, attempts, created_at, expires_at, consumed_at FROM email_codes
     WHERE lower(email) = lower($1) AND purpose = $2 ORDER BY created_at DESC, id DESC LIMIT 1
     ${forUpdate ? 'FOR UPDATE' : ''}`,
    [email, purpose],
  );
  return rows[0];
}

/** Mails a fresh code; one per address and purpose per minute. */
export async function sendEmailCode(deps: Deps, email: string, purpose: string, lang: Lang) {
  const now = deps.clock.now();
  const code = sixDigitCode();
  await deps.db.transaction(async (tx) => {
    // Serialise senders of the same address so two requests cannot both pass the cooldown.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`email-code:${email.toLowerCase()}`]);
    const last = await latest(tx, email, purpose, false);
    if (last) {
      const waited = (now.getTime() - last.created_at.getTime()) / 1000;
      if (waited < RESEND_COOLDOWN_SECONDS) throw fail.rateLimited(RESEND_COOLDOWN_SECONDS - waited);
    }
    await tx.query(
      `INSERT INTO email_codes (email, purpose, code_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        email,
        purpose,
        hashCode(email, purpose, code),
        now,
        new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      ],
    );
  });
  await deps.mailer.send({
    to: email,
    subject: `${deps.config.APP_TITLE}: ${t('mail_code_subject', lang)}`,
    text: t('mail_code_body', lang, { code, minutes: CODE_TTL_SECONDS / 60 }),
  });
  return { resend_after_seconds: RESEND_COOLDOWN_SECONDS, expires_in_seconds: CODE_TTL_SECONDS };
}

/**
 * Checks and consumes the latest code inside the caller's transaction. A wrong
 * code is reported back, not thrown, so the caller can end its transaction
 * and then count the try with `countWrongCode` (the fifth wrong try kills it).
 */
export async function consumeEmailCode(
  deps: Deps,
  tx: Queryable,
  email: string,
  purpose: string,
  code: string,
) {
  const now = deps.clock.now();
  const row = await latest(tx, email, purpose, true);
  if (!row || row.consumed_at || row.expires_at <= now || row.attempts >= MAX_CODE_ATTEMPTS) {
    throw fail.field('code', 'code_expired');
  }
  if (!sameHash(row.code_hash, hashCode(email, purpose, code))) {
    return { ok: false as const, codeId: row.id };
  }
  await tx.query('UPDATE email_codes SET consumed_at = $2 WHERE id = $1', [row.id, now]);
  return { ok: true as const, codeId: row.id };
}

export async function countWrongCode(deps: Deps, codeId: bigint) {
  const rows = await deps.db.query<{ attempts: number }>(
    'UPDATE email_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
    [codeId],
  );
  const attempts = rows[0]?.attempts ?? MAX_CODE_ATTEMPTS;
  return attempts >= MAX_CODE_ATTEMPTS
    ? fail.field('code', 'code_expired')
    : fail.field('code', 'code_wrong');
}
