import { z } from 'zod';
import { kybQueueQuery, kybRejectBody, kybSubmissionDetail, kybSubmissionList } from '../kyb';
import { latePaymentIdParams } from '../late-payments';
import { page } from '../money';
import { type ApiRoute, route } from '../route';
import { auditEntry, auditQuery } from './audit';
import { opsExceptionItem, opsExceptionListQuery, opsOrderDetail, opsRefundBody } from './exceptions';
import { opsFileLink, opsKybFileParams } from './kyb-review';
import { opsLatePayment, opsLatePaymentListQuery } from './late-payments';
import { opsMerchant, opsMerchantListQuery } from './merchants';
import { opsNetworkApi } from './network-routes';
import { opsIdParams, opsReasonBody } from './operator-action';
import { operatorInfo, operatorList, opsLoginBody, opsLoginData } from './operators';
import { reconciliationReport } from './reconciliation';
import { depositIdParams, reorgResolution, reorgResolutionBody } from './reorg-losses';
import { statementAlert, statementAlertListQuery } from './statement-alerts';
import { sweep, sweepListQuery } from './sweeps';

/** The routes of the operators' back office: operators, merchants, the exceptions queue, KYB review, the networks' health, the sweeps, the statements that do not reconcile and the audit log. */

const okData = z.object({ ok: z.literal(true) });

const ops = { tag: 'ops' } as const;

export const opsApi = {
  opsLogin: route({
    ...ops,
    method: 'POST',
    path: '/ops/login',
    access: 'public',
    summary: 'Operator login: email, password and authenticator code, all required',
    body: opsLoginBody,
    data: opsLoginData,
  }),
  opsLogout: route({
    ...ops,
    method: 'POST',
    path: '/ops/logout',
    access: 'operator',
    summary: 'End the operator session',
    data: okData,
  }),
  opsMe: route({
    ...ops,
    method: 'GET',
    path: '/ops/me',
    access: 'operator',
    summary: 'The logged-in operator',
    data: operatorInfo,
  }),
  opsOperators: route({
    ...ops,
    method: 'GET',
    path: '/ops/operators',
    access: 'operator',
    summary: 'Every operator (for the audit log filter)',
    data: operatorList,
  }),
  opsMerchants: route({
    ...ops,
    method: 'GET',
    path: '/ops/merchants',
    access: 'operator',
    summary: 'Merchants, newest first, searched by name or email and filtered by status',
    query: opsMerchantListQuery,
    data: page(opsMerchant),
  }),
  opsDisableMerchant: route({
    ...ops,
    method: 'POST',
    path: '/ops/merchants/:id/disable',
    access: 'operator',
    summary: 'Disable a merchant: every session ends, its next call answers 403 merchant_disabled',
    params: opsIdParams,
    body: opsReasonBody,
    data: opsMerchant,
  }),
  opsEnableMerchant: route({
    ...ops,
    method: 'POST',
    path: '/ops/merchants/:id/enable',
    access: 'operator',
    summary: 'Enable a disabled merchant again (it logs in anew)',
    params: opsIdParams,
    body: opsReasonBody,
    data: opsMerchant,
  }),
  opsExceptions: route({
    ...ops,
    method: 'GET',
    path: '/ops/exceptions',
    access: 'operator',
    summary: 'Receipt orders of every merchant in exception or accounting_exception, longest waiting first',
    query: opsExceptionListQuery,
    data: page(opsExceptionItem),
  }),
  opsOrder: route({
    ...ops,
    method: 'GET',
    path: '/ops/receipt-orders/:id',
    access: 'operator',
    summary: "Any merchant's receipt order with its payments, timeline, held funds and possible actions",
    params: opsIdParams,
    data: opsOrderDetail,
  }),
  opsAcceptOrder: route({
    ...ops,
    method: 'POST',
    path: '/ops/receipt-orders/:id/accept',
    access: 'operator',
    summary: "Resolve an exception by crediting everything that arrived to the merchant's available balance",
    params: opsIdParams,
    body: opsReasonBody,
    idempotent: true,
    data: opsOrderDetail,
  }),
  opsRefundOrder: route({
    ...ops,
    method: 'POST',
    path: '/ops/receipt-orders/:id/refund',
    access: 'operator',
    summary: 'Resolve an exception by sending what arrived (less the network fee) back to the payer',
    params: opsIdParams,
    body: opsRefundBody,
    idempotent: true,
    data: opsOrderDetail,
  }),
  opsCloseOrder: route({
    ...ops,
    method: 'POST',
    path: '/ops/receipt-orders/:id/close',
    access: 'operator',
    summary:
      'Close an order in exception: what arrived is booked to unclaimed funds, the merchant gets nothing',
    params: opsIdParams,
    body: opsReasonBody,
    idempotent: true,
    data: opsOrderDetail,
  }),
  opsReconcileReorg: route({
    ...ops,
    method: 'POST',
    path: '/ops/receipt-orders/:id/reconcile-reorg',
    access: 'operator',
    summary:
      'Mark the transfers of an order that a chain reorganisation took back after they confirmed as reconciled (the ledger is not changed)',
    params: opsIdParams,
    body: opsReasonBody,
    idempotent: true,
    data: opsOrderDetail,
  }),
  opsResolveReorgedDeposit: route({
    ...ops,
    method: 'POST',
    path: '/ops/deposits/:id/reorg-resolution',
    access: 'operator',
    summary:
      "Book a credited deposit a chain reorganisation took back: charged back to the merchant (what its available balance does not cover it owes) or the platform's loss",
    params: depositIdParams,
    body: reorgResolutionBody,
    idempotent: true,
    data: reorgResolution,
  }),
  opsChainReconciliation: route({
    ...ops,
    method: 'GET',
    path: '/ops/chain-reconciliation',
    access: 'operator',
    summary:
      'What the chain holds per network and asset against what the ledger says, the difference explained item by item',
    data: reconciliationReport,
  }),
  opsReleaseUnclaimed: route({
    ...ops,
    method: 'POST',
    path: '/ops/receipt-orders/:id/release',
    access: 'operator',
    summary:
      "Release a closed order's unclaimed funds to the merchant's available balance, less the receive fee",
    params: opsIdParams,
    body: opsReasonBody,
    idempotent: true,
    data: opsOrderDetail,
  }),
  opsRefundUnclaimed: route({
    ...ops,
    method: 'POST',
    path: '/ops/receipt-orders/:id/refund-unclaimed',
    access: 'operator',
    summary: "Send a closed order's unclaimed funds (one asset, less the network fee) to an address",
    params: opsIdParams,
    body: opsRefundBody,
    idempotent: true,
    data: opsOrderDetail,
  }),
  opsLatePayments: route({
    ...ops,
    method: 'GET',
    path: '/ops/late-payments',
    access: 'operator',
    summary: 'Late payments of every merchant (money after its order was decided), newest first',
    query: opsLatePaymentListQuery,
    data: page(opsLatePayment),
  }),
  opsCreditLatePayment: route({
    ...ops,
    method: 'POST',
    path: '/ops/late-payments/:id/credit',
    access: 'operator',
    summary: "Credit a late payment to its merchant's available balance, less the receive fee",
    params: latePaymentIdParams,
    body: opsReasonBody,
    idempotent: true,
    data: opsLatePayment,
  }),
  opsRefundLatePayment: route({
    ...ops,
    method: 'POST',
    path: '/ops/late-payments/:id/refund',
    access: 'operator',
    summary: 'Send a late payment (less the network fee) back to an address on its network',
    params: latePaymentIdParams,
    body: opsRefundBody,
    idempotent: true,
    data: opsLatePayment,
  }),
  opsKybQueue: route({
    ...ops,
    method: 'GET',
    path: '/ops/kyb',
    access: 'operator',
    summary: 'KYB submissions to review (pending by default in the console), newest first',
    query: kybQueueQuery,
    data: kybSubmissionList,
  }),
  opsKybDetail: route({
    ...ops,
    method: 'GET',
    path: '/ops/kyb/:id',
    access: 'operator',
    summary: 'One KYB submission with every field and its documents',
    params: opsIdParams,
    data: kybSubmissionDetail,
  }),
  opsKybFileLink: route({
    ...ops,
    method: 'POST',
    path: '/ops/kyb/:id/files/:file_id/link',
    access: 'operator',
    summary: 'A short-lived link to show a document inline (images and PDFs); the opening is audited',
    params: opsKybFileParams,
    data: opsFileLink,
  }),
  opsKybApprove: route({
    ...ops,
    method: 'POST',
    path: '/ops/kyb/:id/approve',
    access: 'operator',
    summary: "Approve a pending submission: the merchant's KYB becomes verified",
    params: opsIdParams,
    data: kybSubmissionDetail,
  }),
  opsKybReject: route({
    ...ops,
    method: 'POST',
    path: '/ops/kyb/:id/reject',
    access: 'operator',
    summary: 'Reject a pending submission with the reason the merchant reads; it may resubmit',
    params: opsIdParams,
    body: kybRejectBody,
    data: kybSubmissionDetail,
  }),
  ...opsNetworkApi,
  opsSweeps: route({
    ...ops,
    method: 'GET',
    path: '/ops/sweeps',
    access: 'operator',
    summary:
      'Sweeps of deposit addresses to the hot wallet, newest first, filtered by status, network, asset and address',
    query: sweepListQuery,
    data: page(sweep),
  }),
  opsStatementAlerts: route({
    ...ops,
    method: 'GET',
    path: '/ops/statement-alerts',
    access: 'operator',
    summary:
      'Monthly statements that do not reconcile with the ledger (merchant, month, what differs), open or resolved, last seen first',
    query: statementAlertListQuery,
    data: page(statementAlert),
  }),
  opsAudit: route({
    ...ops,
    method: 'GET',
    path: '/ops/audit',
    access: 'operator',
    summary: 'Audit log of operator actions, newest first',
    query: auditQuery,
    data: page(auditEntry),
  }),
} as const satisfies Record<string, ApiRoute>;
