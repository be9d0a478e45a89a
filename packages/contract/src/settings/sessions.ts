import { z } from 'zod';
import { isoDateTime } from '../fields';
import { cursorQuery, page } from '../money';

/** The merchant's active sessions: listed with their device, ended one by one or all others. */

export const activeSession = z
  .object({
    id: z.string(),
    browser: z.string().nullable().describe('Browser and major version, from the user agent'),
    os: z.string().nullable(),
    device: z.enum(['desktop', 'mobile', 'tablet', 'bot', 'unknown']),
    ip: z.string().nullable(),
    created_at: isoDateTime,
    last_seen_at: isoDateTime,
    current: z.boolean().describe('The session of this request'),
  })
  .meta({ id: 'Session' });
export type ActiveSession = z.infer<typeof activeSession>;
export const activeSessionList = page(activeSession);
export const sessionListQuery = z.strictObject({ ...cursorQuery });
export const revokeOthersData = z.object({ sessions_ended: z.number().int() });
