import { z } from 'zod';

/**
 * A note a person typed in a box of several lines (a receipt order's description, a collection
 * account's remark): trimmed, line breaks kept as `\n` (`\r\n` and `\r` become `\n`), no markup and
 * no other control character, at most `max` characters.
 */
export const noteText = (max: number) =>
  z
    .string({ error: 'required' })
    .normalize('NFC')
    .trim()
    .transform((v) => v.replace(/\r\n?/g, '\n'))
    .pipe(
      z
        .string()
        .max(max, { error: 'too_long' })
        .regex(/^(?:[^<>\p{Cc}]|\n)*$/u, { error: 'invalid_chars' }),
    );
