import { z } from 'zod';
import { email, isoDateTime, totpCode } from '../fields';

/** Operators of the back office and their login (email, password and authenticator code). */

export const operatorStatus = z.enum(['active', 'disabled']);

export const operatorInfo = z
  .object({
    operator_id: z.string(),
    email: z.string(),
    status: operatorStatus,
    created_at: isoDateTime,
    last_login_at: isoDateTime.nullable(),
  })
  .meta({ id: 'Operator' });
export type OperatorInfo = z.infer<typeof operatorInfo>;

export const opsLoginBody = z.strictObject({
  email,
  password: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(128, { error: 'password_length' }),
  totp_code: totpCode,
});
export type OpsLoginBody = z.input<typeof opsLoginBody>;

export const opsLoginData = operatorInfo.extend({
  token: z.string().describe('Bearer token of the operator session (not valid on merchant endpoints)'),
  expires_at: isoDateTime,
});

export const operatorList = z.object({ items: z.array(operatorInfo) });
