import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Queryable } from '../db/client';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail over SMTP; the dev mailbox keeps their names only. */
  attachments?: readonly MailAttachment[];
}

/** Sends mail. SMTP when configured, else the dev mailbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: Mail): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  // the SMTP client loads with the first mail sent, not at start
  let transport: Promise<Transporter> | undefined;
  return {
    kind: 'smtp',
    async send(mail) {
      transport ??= import('nodemailer').then((m) => m.default.createTransport(url));
      await (await transport).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.attachments ? { attachments: [...mail.attachments] } : {}),
      });
    },
  };
}

export interface KeptMail {
  to_email: string;
  subject: string;
  body: string;
  created_at: Date;
  [key: string]: unknown;
}

/** The newest 50 mails kept for an address by the dev mailbox (the table is the mailbox's own). */
export function keptMails(db: Queryable, email: string): Promise<KeptMail[]> {
  return db.query<KeptMail>(
    `SELECT to_email, subject, body, created_at FROM dev_mailbox
     WHERE lower(to_email) = lower($1) ORDER BY id DESC LIMIT 50`,
    [email],
  );
}

/** The text a kept mail shows: its text, then the names of its attachments. */
function attachmentNote(mail: Mail): string {
  const names = (mail.attachments ?? []).map((a) => `[${a.filename}, ${a.content.length} bytes]`);
  return names.length ? `${mail.text}\n\n${names.join('\n')}` : mail.text;
}

/** Keeps mails in the database (readable at GET /api/dev/mailbox) and logs that one was kept, never its text. */
export function devMailbox(db: Queryable, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      await db.query('INSERT INTO dev_mailbox (to_email, subject, body) VALUES ($1, $2, $3)', [
        mail.to,
        mail.subject,
        attachmentNote(mail),
      ]);
      log.info({ mail: { to: mail.to, subject: mail.subject } }, 'mail kept in the dev mailbox');
    },
  };
}
