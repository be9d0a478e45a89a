import { z } from 'zod';
import { type PreconditionReason, preconditionReasons } from './precondition-reasons';

export { type PreconditionReason, preconditionReasons } from './precondition-reasons';

export const fieldErrorSchema = z
  .object({ field: z.string(), message: z.string() })
  .meta({ id: 'FieldError' });

/** Success envelope: HTTP 200 and `code` 200. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), message: z.string(), data });
}

/** Failure envelope: `code` repeats the HTTP status. */
export const errorEnvelope = z
  .object({
    code: z.number().int(),
    message: z.string(),
    data: z.null(),
    errors: z.array(fieldErrorSchema).optional(),
    reason: z.enum([...preconditionReasons, 'permission_denied']).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  errors?: { field: string; message: string }[];
  reason?: PreconditionReason | 'permission_denied';
}
