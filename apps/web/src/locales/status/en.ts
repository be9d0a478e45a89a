import type { statusCn } from './cn';

/** The one label of every status, en (sentence case, like every label of the console). */
export const statusEn: typeof statusCn = {
  created: 'Created',
  unpaid: 'Pending payment',
  confirming: 'Confirming on chain',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  completed: 'Completed',
  expired: 'Expired',
  exception: 'Exception',
  exception_resolved: 'Exception resolved',
  cancelled: 'Cancelled',
  closed: 'Closed',
  refund_requested: 'Refund requested',
  refunded: 'Refunded',
  accounting_exception: 'Accounting exception',
  overpaid: 'Overpaid',
  overpayment_refunded: 'Overpayment refunded',
  pending_approval: 'Pending approval',
  processing: 'Processing',
  failed: 'Failed',
  rejected: 'Rejected',
  submitted: 'In review',
  approved: 'Credited',
};
