import { z } from 'zod';
import { isoDateTime } from '../fields';

/** KYB review in the back office: short-lived links that show a submission's documents inline. */

export const opsKybFileParams = z.strictObject({
  id: z.uuid({ error: 'not_found' }),
  file_id: z.uuid({ error: 'not_found' }),
});
export const opsFileLink = z
  .object({
    url: z
      .string()
      .describe('Same-origin address of the document, valid until expires_at (for <img> and <iframe>)'),
    expires_at: isoDateTime,
  })
  .meta({ id: 'FileLink' });

/** Path of a document opened through a file link (not an envelope: the file itself, shown inline). */
export const opsKybFilePathPrefix = '/ops/kyb-files/';
