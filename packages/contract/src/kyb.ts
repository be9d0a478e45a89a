import { z } from 'zod';
import { kybStatus } from './auth';
import { isoDateTime } from './fields';
import { kybFileKinds, kybMimes } from './kyb-files';
import { kybForm } from './kyb-form';
import { cursorQuery, page } from './money';
import { type ApiRoute, route } from './route';

export * from './kyb-files';
export * from './kyb-form';
export { kybMessages } from './kyb-messages';

// KYB verification: the merchant's submissions, their documents and their review by operators.

/** A stored document; its bytes are served by GET /api/merchant/kyb/files/:id (operators: the ops routes). */
export const kybFile = z.object({
  id: z.string(),
  kind: z.enum(kybFileKinds),
  display_name: z.string().describe('The uploaded file name, sanitised; display text only'),
  mime: z.enum(kybMimes).describe('Detected from the content'),
  size: z.number().int(),
  created_at: isoDateTime,
});
export type KybFile = z.infer<typeof kybFile>;

export const kybSubmissionStatuses = ['draft', 'pending', 'verified', 'failed'] as const;
export const kybSubmissionStatus = z.enum(kybSubmissionStatuses);
export type KybSubmissionStatus = (typeof kybSubmissionStatuses)[number];
/** Statuses an operator can filter the review queue by (drafts are never shown). */
export const kybReviewStatuses = ['pending', 'verified', 'failed'] as const;
export type KybReviewStatus = (typeof kybReviewStatuses)[number];

/** One submission in a list: the merchant's history and the operators' review queue. */
export const kybSubmissionSummary = z
  .object({
    id: z.string(),
    merchant_id: z.string(),
    merchant_name: z.string(),
    status: kybSubmissionStatus,
    company_name: z.string(),
    registration_number: z.string(),
    file_count: z.number().int(),
    created_at: isoDateTime,
    submitted_at: isoDateTime.nullable(),
    reviewed_at: isoDateTime.nullable(),
    reject_reason: z.string().nullable().describe("The operator's reason when verification failed"),
  })
  .meta({ id: 'KybSubmission' });
export type KybSubmissionSummary = z.infer<typeof kybSubmissionSummary>;

/** One submission with every field and its documents. */
export const kybSubmissionDetail = kybSubmissionSummary
  .extend({
    form: kybForm,
    files: z.array(kybFile),
    total_bytes: z.number().int(),
    updated_at: isoDateTime,
    reviewed_by: z.string().nullable().describe('Operator id (operators only; null for merchants)'),
  })
  .meta({ id: 'KybSubmissionDetail' });
export type KybSubmissionDetail = z.infer<typeof kybSubmissionDetail>;

export const kybLimits = z.object({
  max_files: z.number().int(),
  max_total_bytes: z.number().int(),
  accepted: z.array(z.string()).describe('Accepted file name extensions'),
});

/** What the KYB page needs: the status, the draft being edited, the latest submission. */
export const kybState = z
  .object({
    kyb_status: kybStatus,
    editable: z.boolean().describe('False while pending review or once verified'),
    draft: kybSubmissionDetail.nullable(),
    last: kybSubmissionDetail.nullable().describe('The newest submission that is not a draft'),
    limits: kybLimits,
  })
  .meta({ id: 'KybState' });
export type KybState = z.infer<typeof kybState>;

export const kybHistoryQuery = z.strictObject({ ...cursorQuery });
export const kybQueueQuery = z.strictObject({
  status: z.enum(kybReviewStatuses, { error: 'invalid_value' }).optional(),
  ...cursorQuery,
});
export const kybSubmissionList = page(kybSubmissionSummary);
export const kybIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });
export const kybFileParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });

/** An operator's rejection: the reason is shown to the merchant. */
export const kybRejectBody = z.strictObject({
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(2, { error: 'too_short' })
    .max(500, { error: 'too_long' })
    .regex(/^(?:[^<>\p{Cc}]|[\r\n\t])*$/u, { error: 'invalid_chars' }),
});
export type KybRejectBody = z.input<typeof kybRejectBody>;

/** Path of a document's bytes for its merchant (not an envelope: the file itself). */
export const kybFilePath = (id: string) => `/merchant/kyb/files/${encodeURIComponent(id)}`;

export const kybApi = {
  kybState: route({
    method: 'GET',
    path: '/merchant/kyb',
    permission: 'kyb.read',
    access: 'merchant',
    tag: 'kyb',
    summary: 'KYB status, the draft being edited and the latest submission',
    data: kybState,
  }),
  kybSaveDraft: route({
    method: 'POST',
    path: '/merchant/kyb/draft',
    permission: 'kyb.submit',
    access: 'merchant',
    tag: 'kyb',
    summary:
      'Save the whole form as the draft (replaces the saved fields; 409 while pending or verified). ' +
      'After a failed verification the first save starts a new draft from the last submission.',
    body: kybForm,
    data: kybSubmissionDetail,
  }),
  kybResubmit: route({
    method: 'POST',
    path: '/merchant/kyb/resubmit',
    permission: 'kyb.submit',
    access: 'merchant',
    tag: 'kyb',
    summary:
      'After a failed verification: start a new draft prefilled with the last submission and its documents',
    data: kybSubmissionDetail,
  }),
  kybUpload: route({
    method: 'POST',
    path: '/merchant/kyb/files',
    permission: 'kyb.submit',
    access: 'merchant',
    tag: 'kyb',
    summary:
      'Upload documents to the draft as multipart/form-data: file parts named legal_id_photo, ' +
      'business_licence_photo or other_documents (no other parts). PDF, JPG, JPEG, PNG or BMP, ' +
      'checked by content; at most 5 files and 10 MB in total per submission. Answers the draft.',
    multipart: {
      files: {
        legal_id_photo: {
          required: false,
          description: 'The legal representative’s ID (PDF, JPG, JPEG, PNG or BMP)',
        },
        business_licence_photo: {
          required: false,
          description: 'The business licence (PDF, JPG, JPEG, PNG or BMP)',
        },
        other_documents: {
          required: false,
          many: true,
          description: 'Further documents (PDF, JPG, JPEG, PNG or BMP); the part may repeat',
        },
      },
    },
    data: kybSubmissionDetail,
  }),
  kybDeleteFile: route({
    method: 'POST',
    path: '/merchant/kyb/files/:id/delete',
    permission: 'kyb.submit',
    access: 'merchant',
    tag: 'kyb',
    summary: 'Remove a document from the draft',
    params: kybFileParams,
    data: kybSubmissionDetail,
  }),
  kybSubmit: route({
    method: 'POST',
    path: '/merchant/kyb/submit',
    permission: 'kyb.submit',
    access: 'merchant',
    tag: 'kyb',
    summary: 'Save the whole form and submit the draft for review (status becomes pending)',
    body: kybForm,
    data: kybSubmissionDetail,
  }),
  kybHistory: route({
    method: 'GET',
    path: '/merchant/kyb/submissions',
    permission: 'kyb.read',
    access: 'merchant',
    tag: 'kyb',
    summary: 'Every submission, newest first, with its status and the operator’s reason',
    query: kybHistoryQuery,
    data: kybSubmissionList,
  }),
  kybSubmission: route({
    method: 'GET',
    path: '/merchant/kyb/submissions/:id',
    permission: 'kyb.read',
    access: 'merchant',
    tag: 'kyb',
    summary: 'One of the merchant’s submissions with its fields and documents',
    params: kybIdParams,
    data: kybSubmissionDetail,
  }),
} as const satisfies Record<string, ApiRoute>;
