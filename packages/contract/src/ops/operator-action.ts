import { z } from 'zod';

/** What an operator action on a merchant, an order or a submission carries: the target's id and the reason. */

/** Why an operator took an action: kept in the audit log (and shown to the merchant where it concerns them). */
export const opsReason = z
  .string({ error: 'required' })
  .trim()
  .min(2, { error: 'too_short' })
  .max(500, { error: 'too_long' })
  .regex(/^(?:[^<>\p{Cc}]|[\r\n\t])*$/u, { error: 'invalid_chars' })
  .describe('Reason, 2-500 characters');

export const opsReasonBody = z.strictObject({ reason: opsReason });
export const opsIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });
