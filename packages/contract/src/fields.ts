import { z } from 'zod';

/** Reusable field schemas. Error texts are message keys from messages.ts. */

const EMAIL_RE =
  /^[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,62}[A-Za-z0-9_%+-])?@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}$/;

/** ASCII-only addresses: no look-alike letters, zero-width or control characters. */
export const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(254, { error: 'email_invalid' })
  .regex(EMAIL_RE, { error: 'email_invalid' })
  .refine((v) => !v.includes('..'), { error: 'email_invalid' })
  .describe('Email address (ASCII; compared ignoring case)');

export const password = z
  .string({ error: 'required' })
  .min(8, { error: 'password_length' })
  .max(128, { error: 'password_length' })
  .describe('8-128 characters');

const NAME_RE = /^[\p{L}\p{N}][\p{L}\p{N} .,&'()_-]*$/u;

export const merchantName = z
  .string({ error: 'required' })
  .normalize('NFC')
  .trim()
  .min(2, { error: 'too_short' })
  .max(64, { error: 'too_long' })
  .regex(NAME_RE, { error: 'merchant_name_invalid' })
  .describe('Display name of the merchant, 2-64 characters');

export const merchantType = z.enum(['enterprise', 'individual'], { error: 'merchant_type_invalid' });

export const emailCode = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{6}$/, { error: 'code_format' })
  .describe('6-digit code sent by email');

export const totpCode = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{6}$/, { error: 'totp_format' })
  .describe('6-digit code from the authenticator app');

/**
 * A time zone as an IANA name (Asia/Shanghai, Europe/London, UTC): the merchant's days and months are
 * cut in it. The server checks it against its own zone database and keeps the canonical spelling.
 */
export const timeZoneName = z
  .string({ error: 'timezone_invalid' })
  .trim()
  .min(1, { error: 'timezone_invalid' })
  .max(64, { error: 'timezone_invalid' })
  .regex(/^[A-Za-z][A-Za-z0-9_+/-]*$/, { error: 'timezone_invalid' })
  .describe('An IANA time zone name, e.g. Asia/Shanghai');

export const isoDateTime = z.string().describe('ISO 8601 date-time');
