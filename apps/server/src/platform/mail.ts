import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Queryable } from '../db/client';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. SMTP when configured, else the dev mailbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(mail: Mail): Promise<void>;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/** Keeps mails in the database (readable at GET /api/dev/mailbox) and logs that one was kept, never its text. */
export function devMailbox(db: Queryable, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      await db.query('INSERT INTO dev_mailbox (to_email, subject, body) VALUES ($1, $2, $3)', [
        mail.to,
        mail.subject,
        mail.text,
      ]);
      log.info({ mail: { to: mail.to, subject: mail.subject } }, 'mail kept in the dev mailbox');
    },
  };
}
