import type { KybSubmissionStatus } from '@mc/contract';

/** Tag colour of a submission's status. */
export const KYB_COLOR: Record<KybSubmissionStatus, string> = {
  draft: 'default',
  pending: 'processing',
  verified: 'success',
  failed: 'error',
};
