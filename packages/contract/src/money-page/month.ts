import { z } from 'zod';

/** A calendar month as YYYY-MM (2000-01 to 2999-12). */
export const monthText = z
  .string()
  .regex(/^2\d{3}-(0[1-9]|1[0-2])$/, { error: 'month_invalid' })
  .describe('A calendar month, YYYY-MM');
